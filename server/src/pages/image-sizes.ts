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
  /**
   * `html` with its pictures sized; with `latin1Bytes`, `html` is UTF-8 bytes a character a byte
   * (a worker's page: render-thread.ts, `WorkerPage`), and so is what comes back: the tags are
   * found and kept byte for byte (their markup is ASCII), each address read from its bytes.
   */
  return async (html: string, latin1Bytes = false): Promise<string> => {
    const tags = [...new Set(html.match(IMG) ?? [])].filter(
      (tag) => !/\s(width|height)=/.test(tag),
    );
    const sized = new Map<string, string>();
    await Promise.all(
      tags.map(async (tag) => {
        const found = SRC.exec(tag)?.[1];
        const src = found && latin1Bytes ? Buffer.from(found, 'latin1').toString() : found;
        const key = src ? files.keyOf(src.replaceAll('&amp;', '&')) : null;
        const size = key ? await sizeOf(key) : null;
        if (size)
          sized.set(
            tag,
            tag.replace(/^<img\b/, `<img width="${size.width}" height="${size.height}"`),
          );
      }),
    );
    return sized.size === 0 ? html : html.replace(IMG, (tag) => sized.get(tag) ?? tag);
  };
}
