// Rendered pages name their uploaded pictures' sizes (`width`/`height` on <img>), so the browser
// keeps their room before they arrive and nothing below them moves when they do. Uploads never
// change under a name (every upload gets a new one), so a size is read once per file.
import path from 'node:path';
import sharp from 'sharp';

type Size = { width: number; height: number } | null;

const IMG = /<img\b[^>]*>/g;
const STORAGE_SRC = /\ssrc="\/storage\/([^"?#]+)"/;

/** Adds the intrinsic size to each `<img>` of `html` showing an upload from `root` and naming none. */
export function imageSizer(root: string) {
  const sizes = new Map<string, Promise<Size>>();
  const sizeOf = (name: string): Promise<Size> => {
    let size = sizes.get(name);
    if (!size) {
      const file = path.resolve(root, name);
      size = file.startsWith(path.resolve(root) + path.sep)
        ? sharp(file)
            .metadata()
            .then(({ width, height }) => (width && height ? { width, height } : null))
            .catch(() => null)
        : Promise.resolve(null);
      sizes.set(name, size);
    }
    return size;
  };
  return async (html: string): Promise<string> => {
    const tags = [...new Set(html.match(IMG) ?? [])].filter((tag) => !/\s(width|height)=/.test(tag));
    const sized = new Map<string, string>();
    await Promise.all(
      tags.map(async (tag) => {
        const name = STORAGE_SRC.exec(tag)?.[1];
        const size = name ? await sizeOf(decodeURIComponent(name)) : null;
        if (size) sized.set(tag, tag.replace(/^<img\b/, `<img width="${size.width}" height="${size.height}"`));
      }),
    );
    return sized.size === 0 ? html : html.replace(IMG, (tag) => sized.get(tag) ?? tag);
  };
}
