// Stable React keys for File objects, so a tile keeps its preview when an earlier file is removed.
const keys = new WeakMap<File, string>();
let next = 0;

/** A key unique to this File object for the life of the page. */
export function fileKey(file: File): string {
  let key = keys.get(file);
  if (key === undefined) {
    next += 1;
    key = `file-${next}`;
    keys.set(file, key);
  }
  return key;
}
