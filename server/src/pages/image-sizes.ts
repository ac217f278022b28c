// Rendered pages name their uploaded pictures' sizes (`width`/`height` on <img>), so the browser
// keeps their room before they arrive and nothing below them moves when they do. Uploads never
// change under a name (every upload gets a new one), so a size is read once per file.
import path from 'node:path';
import sharp from 'sharp';
import type { PublicFiles } from '../storage/files-service.ts';
import type { Storage } from '../storage/storage.ts';

type Size = { width: number; height: number } | null;

const IMG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]+)"/;

/** Adds the intrinsic size to each `<img>` of `html` showing an upload of `storage` and naming none. */
export function imageSizer(
  storage: Pick<Storage, 'localRoot' | 'get'>,
  files: Pick<PublicFiles, 'keyOf'>,
) {
  const sizes = new Map<string, Promise<Size>>();
  // A local file is read by sharp from its header only; a bucket's object is fetched once.
  const input = async (key: string): Promise<string | Buffer | null> => {
    if (!storage.localRoot) return storage.get(key);
    const file = path.resolve(storage.localRoot, key);
    return file.startsWith(path.resolve(storage.localRoot) + path.sep) ? file : null;
  };
  const sizeOf = (key: string): Promise<Size> => {
    let size = sizes.get(key);
    if (!size) {
      size = input(key)
        .then((source) => (source === null ? null : sharp(source).metadata()))
        .then((metadata) =>
          metadata?.width && metadata.height
            ? { width: metadata.width, height: metadata.height }
            : null,
        )
        .catch(() => null);
      sizes.set(key, size);
    }
    return size;
  };
  /** `<img …>` with its size, or null when it names one already or shows no upload of known size. */
  const sizedTag = async (tag: string): Promise<string | null> => {
    if (/\s(width|height)=/.test(tag)) return null;
    const src = SRC.exec(tag)?.[1];
    const key = src ? files.keyOf(src.replaceAll('&amp;', '&')) : null;
    const size = key ? await sizeOf(key) : null;
    return size
      ? tag.replace(/^<img\b/, `<img width="${size.width}" height="${size.height}"`)
      : null;
  };
  async function sizedText(html: string): Promise<string> {
    const sized = new Map<string, string>();
    await Promise.all(
      [...new Set(html.match(IMG) ?? [])].map(async (tag) => {
        const done = await sizedTag(tag);
        if (done) sized.set(tag, done);
      }),
    );
    return sized.size === 0 ? html : html.replace(IMG, (tag) => sized.get(tag) ?? tag);
  }
  /**
   * The same on the page's UTF-8 bytes (a page rendered on a worker comes back as bytes:
   * render-thread.ts): each `<img …>` found in the bytes, decoded alone (its `<` and `>` are
   * never inside a character), and the bytes given back as they were when none is sized.
   */
  async function sizedBytes(html: Buffer): Promise<Buffer> {
    const found = imgTags(html);
    if (found.length === 0) return html;
    const tags = found.map(([start, end]) => html.toString('utf8', start, end));
    const sized = new Map<string, string>();
    await Promise.all(
      [...new Set(tags)].map(async (tag) => {
        const done = await sizedTag(tag);
        if (done) sized.set(tag, done);
      }),
    );
    if (sized.size === 0) return html;
    const parts: Buffer[] = [];
    let at = 0;
    found.forEach(([start, end], index) => {
      const done = sized.get(tags[index] as string);
      if (done === undefined) return;
      parts.push(html.subarray(at, start), Buffer.from(done));
      at = end;
    });
    parts.push(html.subarray(at));
    return Buffer.concat(parts);
  }
  return (html: string | Buffer): Promise<string | Buffer> =>
    typeof html === 'string' ? sizedText(html) : sizedBytes(html);
}

const OPENING = Buffer.from('<img');
const CLOSING = '>'.charCodeAt(0);

/** Whether `byte` is a word character of RegExp's `\b` (ASCII letters, digits, `_`). */
function isWordByte(byte: number): boolean {
  return (
    (byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x5f
  );
}

/** The [start, end) of each match of IMG (`<img\b[^>]*>`) in `html`'s bytes, in order. */
export function imgTags(html: Buffer): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  let from = 0;
  for (;;) {
    const start = html.indexOf(OPENING, from);
    if (start < 0) return found;
    const after = start + OPENING.length;
    const next = html[after];
    const end = next === undefined || isWordByte(next) ? -1 : html.indexOf(CLOSING, after);
    if (end < 0) {
      // No match here (`<imgx`, or no `>` after it): the search goes on from the next byte.
      from = start + 1;
      continue;
    }
    found.push([start, end + 1]);
    from = end + 1;
  }
}
