// Pictures sized on a page's text, and on a worker's page sent as its UTF-8 bytes a character a
// byte (render-thread.ts, WorkerPage): the same page either way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSizer } from './image-sizes.ts';

const root = mkdtempSync(path.join(tmpdir(), 'image-sizes-'));
const files = {
  keyOf: (url: string) =>
    url.startsWith('/uploads/') ? decodeURIComponent(url.slice('/uploads/'.length)) : null,
};

beforeAll(async () => {
  await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0b4f8a' } })
    .png()
    .toFile(path.join(root, 'katup.png'));
  await sharp({ create: { width: 12, height: 10, channels: 3, background: '#c5d4e2' } })
    .png()
    .toFile(path.join(root, 'silinder-ø32.png'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PAGE =
  '<h1>Katup “solenoid” – Ø32 🙂</h1>' +
  '<img src="/uploads/katup.png" alt="Katup – “5/2”">' +
  '<img src="/uploads/silinder-ø32.png" alt="Silinder é">' +
  '<img src="/uploads/katup.png" width="8" height="8" alt="sized already">' +
  '<img src="/lain/none.png" alt="not an upload">' +
  '<p>é – 🙂</p><img src="/uploads/katup.png" alt="Katup – “5/2”">';

describe('imageSizer', () => {
  const sizer = () => imageSizer({ localRoot: root, get: () => Promise.resolve(null) }, files);

  it("sizes each upload's <img> on the text, the others left", async () => {
    const html = await sizer()(PAGE);
    expect(html.match(/<img width="32" height="24" src="\/uploads\/katup.png"/g)).toHaveLength(2);
    expect(html).toContain('<img width="12" height="10" src="/uploads/silinder-ø32.png"');
    expect(html).toContain('<img src="/uploads/katup.png" width="8" height="8"');
    expect(html).toContain('<img src="/lain/none.png"');
  });

  it('sizes a page at once, not in a promise, once every picture on it was read', async () => {
    const sizeImages = sizer();
    const first = sizeImages(PAGE);
    // The pictures not read yet: a promise.
    expect(first).toBeInstanceOf(Promise);
    const text = await first;
    // Read since: the page itself, at once, the same (pages.ts assembles it with no await).
    expect(sizeImages(PAGE)).toBe(text);
    const bytes = Buffer.from(PAGE).toString('latin1');
    const sized = sizeImages(bytes, true);
    expect(typeof sized).toBe('string');
    expect(Buffer.from(sized as string, 'latin1').toString()).toBe(text);
    // A page with no picture to size is itself.
    expect(sizeImages('<p>Katup</p><img src="/a.png" width="2" height="2">')).toBe(
      '<p>Katup</p><img src="/a.png" width="2" height="2">',
    );
  });

  it('gives the same page, as its UTF-8 bytes, on a page sent as its UTF-8 bytes', async () => {
    const text = await sizer()(PAGE);
    const bytes = await sizer()(Buffer.from(PAGE).toString('latin1'), true);
    expect(Buffer.from(bytes, 'latin1').toString()).toBe(text);
  });
});
