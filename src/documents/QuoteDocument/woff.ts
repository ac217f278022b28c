// WOFF 1.0 to a plain TrueType/OpenType file, in memory. fontkit reads a WOFF by inflating a
// table each time it is read, so react-pdf paid it for every glyph: a quotation took 6.5 s in
// DejaVu Sans from its WOFF, 0.1 s from the same font unpacked. Portable: DecompressionStream
// ('deflate' is the zlib format WOFF uses) exists in Node and in browsers.

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const padded = (length: number) => (length + 3) & ~3;

/** The font file inside a WOFF (its tables inflated, in the same order); throws on anything else. */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== WOFF_SIGNATURE)
    throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const at = WOFF_HEADER + index * WOFF_ENTRY;
      const offset = view.getUint32(at + 4);
      const compressed = view.getUint32(at + 8);
      const original = view.getUint32(at + 12);
      const raw = woff.subarray(offset, offset + compressed);
      const data = compressed < original ? await inflate(raw) : raw;
      if (data.byteLength !== original) throw new Error('a WOFF table does not inflate whole');
      return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
    }),
  );
  let size = SFNT_HEADER + SFNT_ENTRY * count;
  for (const table of tables) size += padded(table.data.byteLength);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  // searchRange, entrySelector, rangeShift: the binary-search hints of the OpenType header.
  let power = 1;
  let log2 = 0;
  while (power * 2 <= count) {
    power *= 2;
    log2 += 1;
  }
  out.setUint32(0, flavor);
  out.setUint16(4, count);
  out.setUint16(6, power * SFNT_ENTRY);
  out.setUint16(8, log2);
  out.setUint16(10, count * SFNT_ENTRY - power * SFNT_ENTRY);
  let position = SFNT_HEADER + SFNT_ENTRY * count;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER + index * SFNT_ENTRY;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, position);
    out.setUint32(at + 12, table.data.byteLength);
    sfnt.set(table.data, position);
    position += padded(table.data.byteLength);
  });
  return sfnt;
}

/** Bytes as a base64 data URL (react-pdf takes a font as a path, a URL or a data URL). */
export function fontDataUrl(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let at = 0; at < bytes.byteLength; at += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return `data:font/ttf;base64,${btoa(binary)}`;
}
