// Hostile uploads (issue 12, item 5): pictures past 50 megapixels are refused before decoding,
// stored pictures carry no metadata, and image ids to delete only count when they are the record's own.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { formOf, pngBytes } from './helpers/fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `width` × `height` grey pixels, all rows zero: a few kB on the wire however many
 * megapixels it claims, like the 16,000 × 16,000 picture of the issue.
 */
function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const brandForm = (name: string, main: Buffer, mainName = 'main.png') =>
  formOf({ name, keterangan: 'Merek uji' }, [
    ['imageMain', main, mainName],
    ['imageThumbnail', main, mainName],
  ]);

describe('picture size', () => {
  it('refuses a picture over 50 megapixels on its field, before decoding it', async () => {
    const huge = hugePng(16_000, 16_000);
    expect(huge.length).toBeLessThan(1_000_000);
    const refused = await t.call('POST', '/admin/brand', {
      token,
      form: brandForm('Raksasa', huge),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toMatchObject({
      imageMain: 'Silahkan periksa file Anda lagi',
      imageThumbnail: 'Silahkan periksa file Anda lagi',
    });
    expect((await t.call('GET', '/admin/brand?search=Raksasa', { token })).body.meta.total).toBe(0);
  }, 60_000);

  it('accepts a picture of a modern phone camera (48 megapixels)', async () => {
    const phone = hugePng(8_000, 6_000);
    const accepted = await t.call('POST', '/admin/brand', {
      token,
      form: brandForm('Ponsel', phone),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  }, 120_000);
});

describe('metadata', () => {
  it('strips EXIF and GPS from the stored original and every variant served', async () => {
    const photo = await sharp({
      create: { width: 120, height: 80, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .withExif({
        IFD0: { Make: 'PonselUji', Copyright: 'Rahasia Staf' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '6/1 10/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '106/1 49/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const created = await t.call('POST', '/admin/brand', {
      token,
      form: brandForm('Berlokasi', photo, 'foto.jpg'),
    });
    expect(created.status).toBe(200);
    const served = JSON.stringify(created.body.data);
    const webp = /\/storage\/[^"]+?\.webp/.exec(served)?.[0] ?? '';
    expect(webp).not.toBe('');
    const base = webp.replace(/(\.thumb)?\.webp$/, '');
    for (const path of [`${base}.jpg`, `${base}.webp`, `${base}.thumb.webp`, `${base}.share.jpg`]) {
      const { port } = t.app.server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(answer.status, path).toBe(200);
      const bytes = Buffer.from(await answer.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, path).toBeUndefined();
      expect(bytes.includes(Buffer.from('PonselUji')), path).toBe(false);
    }
  }, 60_000);
});

describe('image ids to delete', () => {
  it('only the record’s own ids count: made-up or foreign ones do not lift the 100-image cap nor delete anything', async () => {
    const png = await pngBytes();
    const other = await t.call('POST', '/admin/project', {
      token,
      form: formOf({ title: 'Proyek Lain' }, [['image[0]', png, 'a.png']]),
    });
    const otherImage = other.body.data.projectsFile[0].id as number;
    const mine = await t.call('POST', '/admin/project', {
      token,
      form: formOf({ title: 'Proyek Saya' }, [
        ['image[0]', png, 'a.png'],
        ['image[1]', png, 'b.png'],
      ]),
    });
    const id = mine.body.data.id as number;
    // 2 kept + 99 new = 101: refused, whatever ids claim to make room.
    const made = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [
        `idDeleteFile[${i}]`,
        String(i === 0 ? otherImage : 900_000 + i),
      ]),
    );
    const images = Array.from({ length: 99 }, (_, i): [string, Buffer, string] => [
      `image[${i}]`,
      png,
      `${i}.png`,
    ]);
    const refused = await t.call('POST', `/admin/project/update/${id}`, {
      token,
      form: formOf({ title: 'Proyek Saya', ...made }, images),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors.image).toBe('Maksimal 100 gambar.');
    // A foreign id in an accepted update deletes nothing of the other project.
    const accepted = await t.call('POST', `/admin/project/update/${id}`, {
      token,
      form: formOf({ title: 'Proyek Saya', 'idDeleteFile[0]': String(otherImage) }),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.projectsFile).toHaveLength(2);
    expect(
      (await t.call('GET', `/admin/project/${other.body.data.id}`, { token })).body.data
        .projectsFile,
    ).toHaveLength(1);
  }, 120_000);
});
