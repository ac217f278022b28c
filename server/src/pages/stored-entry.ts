// The two kinds of value the page store keeps, and their bytes on its disk tier: a public JSON
// answer (its body and ETag) and a rendered page (status, ETag, Brotli and gzip copies). Other
// values (the shared layout answers) stay in memory only.
import { hash } from 'node:crypto';
import { CompressedDocument } from './compression.ts';

/**
 * The ETag of a body as sent (an answer's JSON, a page's HTML): its SHA-1, quoted. Node's one-shot
 * `hash`, the same digest as `createHash(…).update(…).digest(…)` without a Hash object per answer
 * (every search JSON answer gets one).
 */
export const etagOf = (body: Buffer): string => `"${hash('sha1', body, 'base64url')}"`;

/** A public API answer as kept: the JSON body and its ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  /**
   * The tags it is kept with (what it shows), when this process made it: a page's read takes them
   * from here instead of parsing the body for them. Not on the disk tier nor the shared table.
   */
  tags?: readonly string[];
}

/** A rendered page as kept: its status, its compressed document, and the ETag of its HTML. */
export interface CachedPage {
  status: number;
  document: CompressedDocument;
  /** Of the HTML; each encoding's copy is sent with it plus the encoding (etagFor). */
  etag: string;
  /**
   * Set on a page read from the disk tier onto a lent buffer (lib/read-buffers.ts): it is sent
   * once and never kept, and this is called once it is sent.
   */
  giveBack?: () => void;
}

/**
 * An entry is one or two parts, each `[u32 length of its header][header JSON][bytes]` (the header
 * gives the bytes' length): a JSON answer is one part; a page is its Brotli part, then its gzip
 * part, each with the page's status and ETag, so that the disk tier can read only the part of the
 * encoding asked for (half the bytes: docs/decisions.md, "… session 23, mem3").
 */
type Header =
  | { kind: 'json'; etag: string; bytes: number }
  | { kind: 'page'; status: number; etag: string; encoding: 'br' | 'gzip'; bytes: number };

function isPage(value: unknown): value is CachedPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as CachedPage).document instanceof CompressedDocument &&
    typeof (value as CachedPage).etag === 'string'
  );
}

function isBody(value: unknown): value is CachedBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    Buffer.isBuffer((value as CachedBody).body) &&
    typeof (value as CachedBody).etag === 'string'
  );
}

type Unsized<T> = T extends unknown ? Omit<T, 'bytes'> : never;

/** A part's header: its length (4 bytes) and the header itself. */
function head(header: Unsized<Header>, bytes: Buffer): Buffer[] {
  const json = Buffer.from(JSON.stringify({ ...header, bytes: bytes.length }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return [length, json];
}

/** An entry's bytes, and where its second part starts (0: it has one part). */
export interface EncodedEntry {
  data: Buffer;
  split: number;
}

/** The bytes of a value the disk tier can keep, or null for one it does not keep. */
export function encodeEntry(value: unknown): EncodedEntry | null {
  if (isBody(value)) {
    const json = head({ kind: 'json', etag: value.etag }, value.body);
    return { data: Buffer.concat([...json, value.body]), split: 0 };
  }
  if (!isPage(value)) return null;
  const copies = value.document.madeCopies();
  if (!copies) return null;
  const { status, etag } = value;
  const first = [...head({ kind: 'page', status, etag, encoding: 'br' }, copies.br), copies.br];
  const second = head({ kind: 'page', status, etag, encoding: 'gzip' }, copies.gzip);
  // One buffer: the page goes to the disk as one write.
  return {
    data: Buffer.concat([...first, ...second, copies.gzip]),
    split: first.reduce((bytes, piece) => bytes + piece.length, 0),
  };
}

/** Which part of a page's entry holds `encoding`: the first (Brotli) or the second (gzip). */
export function partFor(encoding: 'br' | 'gzip'): 0 | 1 {
  return encoding === 'br' ? 0 : 1;
}

/**
 * The value `encodeEntry` wrote, from the whole entry or one of its parts (a page read in one
 * encoding holds that copy only; CompressedDocument makes another from it when asked).
 */
export function decodeEntry(data: Buffer): CachedBody | CachedPage {
  let page: { status: number; etag: string } | null = null;
  const copies: { br?: Buffer; gzip?: Buffer } = {};
  for (let start = 0; start < data.length;) {
    const headLength = data.readUInt32BE(start);
    const bodyStart = start + 4 + headLength;
    const header = JSON.parse(data.subarray(start + 4, bodyStart).toString('utf8')) as Header;
    const end = bodyStart + header.bytes;
    if (header.kind === 'json') return { body: data.subarray(bodyStart, end), etag: header.etag };
    copies[header.encoding] = data.subarray(bodyStart, end);
    page = { status: header.status, etag: header.etag };
    start = end;
  }
  if (!page) throw new Error('an empty page store entry');
  return { ...page, document: new CompressedDocument(copies) };
}
/** Settles once `value` can be encoded whole (a page's copies in both encodings are made). */
export async function readyToKeep(value: unknown): Promise<void> {
  if (isPage(value)) await value.document.complete();
}
