// Pictures' sizes written into a page: the same on the page's UTF-8 bytes (a page rendered on a
// worker) as on its text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSizer, imgTags } from './image-sizes.ts';

const root = mkdtempSync(path.join(tmpdir(), 'image-sizes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const storage = { localRoot: root, get: async () => null };
const files = {
  keyOf: (url: string) => (url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null),
};

const pages = [
  '<p>no picture</p>',
  '<img src="/uploads/a.png" alt="Silinder Ø32 – ganda">',
  '<div><img src="/uploads/a.png"><img src="/uploads/b.png" alt="“katup” 😀"></div><img src="/uploads/a.png">',
  '<img width="9" src="/uploads/a.png"><img src="/static/logo.svg" alt="–"><img src="/uploads/missing.png">',
  '<imgx src="/uploads/a.png"><img/src="/uploads/a.png"><img src="/uploads/q.png?x=1&amp;y=2">',
  '<IMG src="/uploads/a.png"> – <img src="/uploads/b.png" alt="no end"',
  '<img',
  'Ä<img src="/uploads/b.png">Ä<img',
];

describe('image sizes', () => {
  it('are written into a page given as its UTF-8 bytes exactly as into its text', async () => {
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
      .png()
      .toFile(path.join(root, 'a.png'));
    await sharp({ create: { width: 7, height: 5, channels: 3, background: '#fff' } })
      .png()
      .toFile(path.join(root, 'b.png'));
    await sharp({ create: { width: 3, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toFile(path.join(root, 'q.png?x=1&y=2'));
    const size = imageSizer(storage, files);
    let sized = 0;
    for (const page of pages) {
      const text = await size(page);
      const bytes = await size(Buffer.from(page));
      expect(Buffer.isBuffer(bytes), page).toBe(true);
      expect((bytes as Buffer).toString(), page).toBe(text);
      if (text !== page) sized += 1;
    }
    // Most pages had a picture to size (the test is not of pages left alone).
    expect(sized).toBe(4);
    expect(await size('<img src="/uploads/a.png">')).toBe(
      '<img width="40" height="30" src="/uploads/a.png">',
    );
  });

  it("finds the tags the text's pattern finds, at their byte offsets", () => {
    for (const page of pages) {
      const bytes = Buffer.from(page);
      const found = imgTags(bytes).map(([start, end]) => bytes.toString('utf8', start, end));
      expect(found, page).toEqual(page.match(/<img\b[^>]*>/g) ?? []);
    }
  });
});
