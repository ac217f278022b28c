import { getHeapStatistics } from 'node:v8';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, CompressedDocument, giveBack, type Effort } from './compression.ts';

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

describe('giveBack', () => {
  it('gives the memory of a buffer of its own back at once; leaves views on shared memory whole', async () => {
    const page = Buffer.allocUnsafe(8 * 1024 * 1024).fill(1);
    const before = getHeapStatistics().external_memory;
    giveBack(page);
    expect(page.length).toBe(0);
    // V8 no longer counts it (it counts buffers made since its last full collection against the
    // old generation's limit).
    expect(before - getHeapStatistics().external_memory).toBeGreaterThanOrEqual(8 * 1024 * 1024);

    // Node's pool, and a view on a larger buffer: others' bytes beside these.
    const pooled = Buffer.from('Silinder pneumatik');
    const chunk = Buffer.alloc(64 * 1024, 2);
    const view = chunk.subarray(0, 1024);
    giveBack(pooled);
    giveBack(view);
    expect(pooled.toString()).toBe('Silinder pneumatik');
    expect(view.length).toBe(1024);
    expect(chunk.length).toBe(64 * 1024);
    // A document compressed from a page given back after is whole.
    const html2 = Buffer.from(html);
    const document = new CompressedDocument(html2, 'br', 'quick');
    await document.settled();
    giveBack(html2);
    expect((await document.get('identity')).equals(html)).toBe(true);
  });
});

describe('a copy made elsewhere (the background renderer’s worker)', () => {
  /** A copy handed over later, by hand. */
  function handedOver() {
    let hand: (copy: Buffer | undefined) => void = () => undefined;
    const copy = new Promise<Buffer | undefined>((resolve) => (hand = resolve));
    return { copy, hand };
  }

  it('is waited for by complete(), which then makes no copy of its own (the shared table’s put made a second one)', async () => {
    const document = new CompressedDocument(html, 'br');
    const { copy, hand } = handedOver();
    const arrived = document.adoptLater('gzip', copy);
    expect(document.missing()).toEqual([]);
    const completing = document.complete();
    const made = await compress(html, 'gzip');
    hand(made);
    await Promise.all([arrived, completing]);
    expect(document.madeCopies()?.gzip).toBe(made);
    expect(document.encodings).toEqual(['br', 'gzip']);
  });

  it('is made here when it does not come (too many pages waited on the worker)', async () => {
    const document = new CompressedDocument(html, 'br');
    const { copy, hand } = handedOver();
    void document.adoptLater('gzip', copy);
    const completing = document.complete();
    hand(undefined);
    await completing;
    const gzip = document.madeCopies()?.gzip;
    expect(gzip && gunzipSync(gzip).equals(html)).toBe(true);
  });

  it('does not hold a client that asks for it meanwhile: one is made at once, and the late one is dropped', async () => {
    const document = new CompressedDocument(html, 'br');
    const { copy, hand } = handedOver();
    const arrived = document.adoptLater('gzip', copy);
    const sent = await document.get('gzip');
    hand(Buffer.from('late'));
    await arrived;
    expect(gunzipSync(sent).equals(html)).toBe(true);
    expect(document.madeCopies()?.gzip).toBe(sent);
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
