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
  /** The sizes read so far (null: not a picture sharp reads), by key. */
  const known = new Map<string, Size>();
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
        .catch(() => null)
        .then((read) => {
          known.set(key, read);
          return read;
        });
      sizes.set(key, size);
    }
    return size;
  };
  /**
   * `html` with its pictures sized; with `latin1Bytes`, `html` is UTF-8 bytes a character a byte
   * (a worker's page: render-thread.ts, `WorkerPage`), and so is what comes back: the tags are
   * found and kept byte for byte (their markup is ASCII), each address read from its bytes.
   *
   * When every picture's size was read before (every page but those showing an upload for the
   * first time), the page comes back at once, not in a promise: the caller assembles it without
   * an await in between, so no suspended function of the request's (old by then) keeps the page's
   * text past its use (lib/handoff.ts).
   */
  return (html: string, latin1Bytes = false): string | Promise<string> => {
    const tags = [...new Set(html.match(IMG) ?? [])].filter(
      (tag) => !/\s(width|height)=/.test(tag),
    );
    if (tags.length === 0) return html;
    const keys = tags.map((tag) => {
      const found = SRC.exec(tag)?.[1];
      const src = found && latin1Bytes ? Buffer.from(found, 'latin1').toString() : found;
      return src ? files.keyOf(src.replaceAll('&amp;', '&')) : null;
    });
    const sized = () => {
      const sizedTags = new Map<string, string>();
      tags.forEach((tag, index) => {
        const key = keys[index];
        const size = key ? known.get(key) : null;
        if (size)
          sizedTags.set(
            tag,
            tag.replace(/^<img\b/, `<img width="${size.width}" height="${size.height}"`),
          );
      });
      return sizedTags.size === 0 ? html : html.replace(IMG, (tag) => sizedTags.get(tag) ?? tag);
    };
    const unread = keys.filter((key): key is string => key !== null && !known.has(key));
    return unread.length === 0 ? sized() : Promise.all(unread.map(sizeOf)).then(sized);
  };
}
