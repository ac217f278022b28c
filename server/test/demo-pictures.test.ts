// The demo catalogue's pictures (demo-art/, rasterised by the seed): every drawing is a valid
// SVG that sharp turns into a picture of the asked size, whatever characters its label holds.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BANNER_TEXT_RIGHT,
  PRODUCT_KINDS,
  bannerPicture,
  brandBannerPicture,
  kindOf,
  productPicture,
  workshopPicture,
  wordmarkPicture,
} from '../../demo-art/index.ts';
import { rasterise } from '../src/seed/images.ts';

const LABEL = 'Katup <5/2> & "Dobel" Koil';

async function sizeOf(svg: string) {
  const { width, height, format } = await sharp(await rasterise(svg)).metadata();
  return { width, height, format };
}

describe('demo pictures', () => {
  it.each(PRODUCT_KINDS)('draws a %s as a product photo of the asked size', async (kind) => {
    expect(await sizeOf(productPicture(kind, LABEL, 300, 200))).toEqual({
      width: 300,
      height: 200,
      format: 'png',
    });
  });

  it('draws banners, wordmarks and workshop scenes with any text', async () => {
    const text = {
      headline: 'Promo Akhir Tahun <b>',
      subline: 'Diskon & "hemat"',
      cta: 'Lihat Promo',
    };
    expect(await sizeOf(bannerPicture('valve', text, 1440, 480))).toMatchObject({
      width: 1440,
      height: 480,
    });
    expect(await sizeOf(brandBannerPicture(LABEL, 'hose', 'Komponen <industri>'))).toMatchObject({
      width: 1440,
      height: 480,
    });
    expect(await sizeOf(wordmarkPicture(LABEL, 240, 120))).toMatchObject({
      width: 240,
      height: 120,
    });
    expect(await sizeOf(workshopPicture(LABEL, 800, 450))).toMatchObject({
      width: 800,
      height: 450,
    });
  });

  // The ring of the drawing starts at x 950 of the 1440 × 480 canvas; the text column ends at
  // BANNER_TEXT_RIGHT. Read from the rasterised picture: no light (text) pixel between the two.
  it.each([
    'Promo Akhir Tahun',
    'Promo Silinder Pneumatik',
    'Jasa Instalasi Panel Listrik',
    'Gripper Pneumatik Presisi Tinggi untuk Robot Industri Modern',
    'Superkalifragilistikekspialidosius',
  ])('keeps the headline %j clear of the drawing', async (headline) => {
    const svg = bannerPicture('valve', {
      headline,
      subline: 'Diskon hingga 20% untuk silinder, katup, fitting dan selang pilihan',
      cta: 'Belanja Sekarang Juga',
    });
    const { data, info } = await sharp(await rasterise(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1440);
    const light: [number, number][] = [];
    for (let y = 0; y < info.height; y++) {
      for (let x = BANNER_TEXT_RIGHT; x < 950; x++) {
        const at = (y * info.width + x) * 3;
        if (data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200) light.push([x, y]);
      }
    }
    expect(light).toEqual([]);
  });

  it('escapes the label instead of injecting markup', () => {
    const svg = productPicture('valve', LABEL);
    expect(svg).toContain('Katup &lt;5/2&gt; &amp; &quot;Dobel&quot; Koil');
    expect(svg).not.toContain('<5/2>');
  });

  it('picks the kind a catalogue name suggests', () => {
    expect(kindOf('Silinder Kompak AK-32x50')).toBe('cylinder');
    expect(kindOf('Katup Solenoid AV-5210')).toBe('valve');
    expect(kindOf('Selang PU 8x5 Biru')).toBe('hose');
    expect(kindOf('Fitting Push-in Siku 10mm')).toBe('fitting');
    expect(kindOf('Filter Regulator AR-2000')).toBe('regulator');
    expect(kindOf('Aktuator Putar PX-RA 90 Derajat')).toBe('gripper');
    expect(kindOf('Panel ATS-AMF Genset 100 kVA')).toBe('panel');
  });

  it('draws a different picture for a different label', () => {
    expect(workshopPicture('Proyek 1')).not.toBe(workshopPicture('Proyek 2'));
    expect(productPicture('cylinder', 'A')).not.toBe(productPicture('cylinder', 'B'));
  });
});
