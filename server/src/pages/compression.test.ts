import { describe, expect, it } from 'vitest';
import { compress, CompressedDocument, type Effort } from './compression.ts';

const html = Buffer.from(
  `<!doctype html><html><body>${Array.from({ length: 400 }, (_, n) => `<p>Silinder ${n * 7919}</p>`).join('')}</body></html>`,
);

describe('compressed copies', () => {
  it('hold only their own bytes, not the compressor’s whole output chunk (the page store keeps them for hours)', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = await compress(html, encoding);
      expect(copy.byteLength).toBeLessThan(html.byteLength);
      expect(copy.buffer.byteLength, encoding).toBe(copy.byteLength);
    }
    const document = new CompressedDocument(html, 'br');
    await document.complete();
    const copies = document.madeCopies();
    expect(copies?.br.buffer.byteLength).toBe(copies?.br.byteLength);
    expect(copies?.gzip.buffer.byteLength).toBe(copies?.gzip.byteLength);
    expect(document.byteLength).toBe((copies?.br.byteLength ?? 0) + (copies?.gzip.byteLength ?? 0));
    expect((await document.get('identity')).equals(html)).toBe(true);
  });
});

/** The window a Brotli stream declares (RFC 7932, 9.1: WBITS, the header's first bits, low first). */
function brotliWindowBits(stream: Buffer): number {
  const bits = (stream[0] as number) | ((stream[1] as number) << 8);
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (bits >> 4) & 7;
  return m === 0 ? 17 : 8 + m;
}

describe('the Brotli window', () => {
  const page = (bytes: number) =>
    Buffer.from(
      html
        .toString('latin1')
        .repeat(1 + bytes / html.length)
        .slice(0, bytes),
    );

  it('holds the page and no more, at either effort: at quality 2 the default 4 MB window made every compression take megabytes, and V8 a full collection every ~10 pages', async () => {
    for (const effort of ['quick', 'kept'] as Effort[]) {
      expect(brotliWindowBits(await compress(page(20_000), 'br', effort)), effort).toBe(16);
      expect(brotliWindowBits(await compress(page(300_000), 'br', effort)), effort).toBe(19);
    }
  });

  it('gives back the page as it was', async () => {
    const document = new CompressedDocument(page(300_000), 'br', 'quick');
    expect((await document.get('identity')).equals(page(300_000))).toBe(true);
  });
});
