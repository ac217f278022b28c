import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { QUOTE_FONT_FILES } from './fonts.ts';
import { fontDataUrl, woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const read = async (file: string) => new Uint8Array(await readFile(require.resolve(file)));

/** The OpenType checksum of a table: its big-endian 32-bit words summed, zero-padded. */
function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array((bytes.byteLength + 3) & ~3);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

const tag = (value: number) =>
  String.fromCharCode(value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);

describe('woffToSfnt', () => {
  it.each(Object.entries(QUOTE_FONT_FILES))(
    'unpacks %s into a TrueType file whose every table matches its checksum',
    async (_, file) => {
      const woff = await read(file);
      const sfnt = await woffToSfnt(woff);
      const view = new DataView(sfnt.buffer);
      expect(view.getUint32(0)).toBe(0x00010000);
      const count = view.getUint16(4);
      expect(count).toBe(new DataView(woff.buffer, woff.byteOffset).getUint16(12));
      // searchRange: 16 × the largest power of two not above the table count.
      expect(view.getUint16(6)).toBe(16 * 2 ** Math.floor(Math.log2(count)));
      const tags: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const entry = 12 + index * 16;
        const offset = view.getUint32(entry + 8);
        const length = view.getUint32(entry + 12);
        expect(offset % 4).toBe(0);
        expect(offset + length).toBeLessThanOrEqual(sfnt.byteLength);
        tags.push(tag(view.getUint32(entry)));
        // 'head' holds the whole file's adjustment, so its own checksum is not its sum.
        if (tag(view.getUint32(entry)) !== 'head')
          expect(checksum(sfnt.subarray(offset, offset + length))).toBe(view.getUint32(entry + 4));
      }
      expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']));
    },
  );

  it('refuses what is not a WOFF 1.0 font', async () => {
    await expect(woffToSfnt(new Uint8Array([0x77, 0x4f, 0x46, 0x32, 0, 0]))).rejects.toThrow(
      'not a WOFF 1.0 font',
    );
  });
});

describe('fontDataUrl', () => {
  it('encodes every byte, past one chunk', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256);
    const url = fontDataUrl(bytes);
    expect(url.startsWith('data:font/ttf;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1] ?? '', 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
