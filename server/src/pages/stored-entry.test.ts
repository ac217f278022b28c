// The page store's entries on its disk tier: a page in two parts, one per encoding, each of which
// decodes alone (the disk tier reads only the part of the encoding asked for).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CompressedDocument } from './compression.ts';
import {
  decodeEntry,
  encodeEntry,
  etagOf,
  partFor,
  type CachedBody,
  type CachedPage,
} from './stored-entry.ts';

const br = Buffer.alloc(300, 'br ');
const gzip = Buffer.alloc(500, 'gzip ');
const page: CachedPage = {
  status: 404,
  etag: '"halaman"',
  document: new CompressedDocument({ br, gzip }),
};

describe('ETags', () => {
  it("are a body's SHA-1 in base64url, quoted, as they were made with a Hash object", () => {
    const body = Buffer.from(JSON.stringify({ data: [], meta: { total: 0, katup: '“5/2”' } }));
    expect(etagOf(body)).toBe(`"${createHash('sha1').update(body).digest('base64url')}"`);
    expect(etagOf(Buffer.alloc(0))).toBe('"2jmj7l5rSw0yVb_vlWAYkK_YBwk"');
  });
});

describe('stored entries', () => {
  it('decodes a page whole, or from the part of one encoding alone', async () => {
    const entry = encodeEntry(page);
    if (!entry) throw new Error('not encoded');
    const whole = decodeEntry(entry.data) as CachedPage;
    expect(whole).toMatchObject({ status: 404, etag: '"halaman"' });
    expect(whole.document.madeCopies()).toEqual({ br, gzip });

    const parts = [entry.data.subarray(0, entry.split), entry.data.subarray(entry.split)];
    const brOnly = decodeEntry(parts[partFor('br')] as Buffer) as CachedPage;
    expect(brOnly).toMatchObject({ status: 404, etag: '"halaman"' });
    expect(brOnly.document.encodings).toEqual(['br']);
    expect((await brOnly.document.get('br')).equals(br)).toBe(true);
    const gzipOnly = decodeEntry(parts[partFor('gzip')] as Buffer) as CachedPage;
    expect(gzipOnly.document.encodings).toEqual(['gzip']);
    expect((await gzipOnly.document.get('gzip')).equals(gzip)).toBe(true);
    // Each part is about its copy's bytes: a read of one encoding reads about half.
    expect(parts[0]?.length).toBeLessThan(br.length + 100);
    expect(parts[1]?.length).toBeLessThan(gzip.length + 100);
  });

  it('keeps a JSON answer in one part', () => {
    const answer: CachedBody = { body: Buffer.from('{"data":1}'), etag: '"json"' };
    const entry = encodeEntry(answer);
    expect(entry?.split).toBe(0);
    const back = decodeEntry(entry?.data as Buffer) as CachedBody;
    expect(back.etag).toBe('"json"');
    expect(back.body.toString()).toBe('{"data":1}');
  });
});
