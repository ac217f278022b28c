// The two kinds of value the page store keeps, and their bytes on its disk tier: a public JSON
// answer (its body and ETag) and a rendered page (status, ETag, Brotli and gzip copies). Other
// values (the shared layout answers) stay in memory only.
import { CompressedDocument } from './compression.ts';

/** A public API answer as kept: the JSON body and its ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/** A rendered page as kept: its status, its compressed document, and the ETag of its HTML. */
export interface CachedPage {
  status: number;
  document: CompressedDocument;
  /** Of the HTML; each encoding's copy is sent with it plus the encoding (etagFor). */
  etag: string;
}

type Header =
  | { kind: 'json'; etag: string; sizes: [number] }
  | { kind: 'page'; status: number; etag: string; sizes: [number, number] };

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

function pack(header: Header, parts: Buffer[]): Buffer {
  const head = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, ...parts]);
}

/** The bytes of a value the disk tier can keep, or null for one it does not keep. */
export function encodeEntry(value: unknown): Buffer | null {
  if (isBody(value))
    return pack({ kind: 'json', etag: value.etag, sizes: [value.body.length] }, [value.body]);
  if (!isPage(value)) return null;
  const copies = value.document.madeCopies();
  if (!copies) return null;
  const { br, gzip } = copies;
  return pack(
    { kind: 'page', status: value.status, etag: value.etag, sizes: [br.length, gzip.length] },
    [br, gzip],
  );
}

/** The value `encodeEntry` wrote. */
export function decodeEntry(data: Buffer): CachedBody | CachedPage {
  const headLength = data.readUInt32BE(0);
  const header = JSON.parse(data.subarray(4, 4 + headLength).toString('utf8')) as Header;
  const start = 4 + headLength;
  if (header.kind === 'json')
    return { body: data.subarray(start, start + header.sizes[0]), etag: header.etag };
  const [brLength, gzipLength] = header.sizes;
  const br = data.subarray(start, start + brLength);
  const gzip = data.subarray(start + brLength, start + brLength + gzipLength);
  return {
    status: header.status,
    etag: header.etag,
    document: new CompressedDocument({ br, gzip }),
  };
}

/** Settles once `value` can be encoded whole (a page's copies in both encodings are made). */
export async function readyToKeep(value: unknown): Promise<void> {
  if (isPage(value)) await value.document.complete();
}
