import { describe, expect, it } from 'vitest';
import { formBody, toFormData } from './formData.ts';

/** FormData as [name, value] pairs, files shown by their name. */
function entries(form: FormData): [string, string][] {
  return [...form.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}

describe('toFormData bracket names (SPEC 7)', () => {
  it('writes the product form: indexed images with isCover, purchase links, sizes, colours, deletions', () => {
    const front = new File(['a'], 'front.png', { type: 'image/png' });
    const side = new File(['b'], 'side.png', { type: 'image/png' });
    const form = toFormData({
      name: 'Silinder',
      harga: 850000,
      isBestSeller: true,
      image: [front, side],
      isCover: [false, true],
      ecommerces: [
        { ecommerces_id: 1, link_id: 'https://tokopedia.example/a' },
        { ecommerces_id: 2, link_id: 'https://shopee.example/b' },
      ],
      size: ['63 x 100'],
      color: ['Silver', 'Hitam'],
      isCoverId: 101,
      idDeleteFile: [7, 8],
    });
    expect(entries(form)).toEqual([
      ['name', 'Silinder'],
      ['harga', '850000'],
      ['isBestSeller', '1'],
      ['image[0]', 'file:front.png'],
      ['image[1]', 'file:side.png'],
      ['isCover[0]', '0'],
      ['isCover[1]', '1'],
      ['ecommerces[0][ecommerces_id]', '1'],
      ['ecommerces[0][link_id]', 'https://tokopedia.example/a'],
      ['ecommerces[1][ecommerces_id]', '2'],
      ['ecommerces[1][link_id]', 'https://shopee.example/b'],
      ['size[0]', '63 x 100'],
      ['color[0]', 'Silver'],
      ['color[1]', 'Hitam'],
      ['isCoverId', '101'],
      ['idDeleteFile[0]', '7'],
      ['idDeleteFile[1]', '8'],
    ]);
  });

  it('writes the footer workshops as alamat[i][name] / alamat[i][alamat]', () => {
    const form = toFormData({
      tagline: 'T',
      alamat: [
        { name: 'Bekasi', alamat: 'Jl. A' },
        { name: 'Cikarang', alamat: 'Jl. B' },
      ],
    });
    expect(entries(form)).toEqual([
      ['tagline', 'T'],
      ['alamat[0][name]', 'Bekasi'],
      ['alamat[0][alamat]', 'Jl. A'],
      ['alamat[1][name]', 'Cikarang'],
      ['alamat[1][alamat]', 'Jl. B'],
    ]);
  });

  it('writes the about tags as tag[i][tag]', () => {
    expect(
      entries(
        toFormData({
          button_name: 'Tentang Kami',
          tag: [{ tag: 'Pneumatik' }, { tag: 'Hidrolik' }],
        }),
      ),
    ).toEqual([
      ['button_name', 'Tentang Kami'],
      ['tag[0][tag]', 'Pneumatik'],
      ['tag[1][tag]', 'Hidrolik'],
    ]);
  });

  it('sends a single file under its own name and skips null and undefined (keep the stored file)', () => {
    const image = new File(['x'], 'banner.jpg', { type: 'image/jpeg' });
    const form = toFormData({ name: 'Promo', image, imageThumbnail: null, imageMain: undefined });
    expect(entries(form)).toEqual([
      ['name', 'Promo'],
      ['image', 'file:banner.jpg'],
    ]);
    expect(form.get('image')).toBeInstanceOf(File);
  });

  it("keeps '' (clears an optional text), false as 0, 0 as '0', and sends nothing for an empty list", () => {
    expect(
      entries(toFormData({ harga_akhir: '', isBestSeller: false, urutan: 0, size: [] })),
    ).toEqual([
      ['harga_akhir', ''],
      ['isBestSeller', '0'],
      ['urutan', '0'],
    ]);
  });

  it('formBody returns the same FormData, typed for openapi-fetch', () => {
    const body = formBody<{ name: string }>({ name: 'x' });
    expect(body).toBeInstanceOf(FormData);
  });
});
