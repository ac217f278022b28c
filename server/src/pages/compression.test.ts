import { describe, expect, it } from 'vitest';
import { compress, CompressedDocument } from './compression.ts';

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
