// Rendered pages are kept compressed only, in the encodings clients actually asked for: the first
// request's encoding when the page is rendered, another one the first time it is asked for. zlib's
// async functions run on the libuv thread pool, off the event loop.
// Levels chosen by measurement (docs/decisions.md, "Delivery"): Brotli 4 and gzip 6 cost a few
// milliseconds per page where Brotli 9 cost 40-80; the pages are within 8 % of Brotli 9's size.
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';

export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
/**
 * The quick levels of a page rendered on demand (on-demand.ts): sent once to one visitor and kept
 * for seconds, its compression is paid per request. Brotli 2 and gzip 1 cost about half of 4 and
 * 6 for 6-12 % more bytes (docs/decisions.md, "Search pages and filtered lists").
 */
export const QUICK_BROTLI_QUALITY = 2;
export const QUICK_GZIP_LEVEL = 1;

/** How hard to compress: `kept` for what is stored, `quick` for what is rendered on demand. */
export type Effort = 'kept' | 'quick';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The encoding to send for an Accept-Encoding header: Brotli, then gzip, else none. */
export function chooseEncoding(accepted: string | undefined): Encoding {
  const value = accepted ?? '';
  return /\bbr\b/.test(value) ? 'br' : /\bgzip\b/.test(value) ? 'gzip' : 'identity';
}

/**
 * `buffer` on memory of its own. zlib hands back a view of its output chunk (64 kB): a page's
 * 10 kB copy kept in the page store held the whole chunk, so the 32 MB memory tier held ~200 MB
 * (a heap snapshot at 100,000 products: every kept copy retained 64 kB).
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.buffer.byteLength === buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}

/**
 * Gives the memory of `buffer` back at once, leaving it empty, when it is a buffer of its own (not
 * a view on Node's pool or on a larger chunk, which others share). For bytes no one reads again:
 * V8 frees a buffer's memory only once it collects the buffer, and a page's HTML that lived
 * through two scavenges (its compression waiting its turn) waited for the next full collection;
 * meanwhile V8 counts the bytes of buffers made since the last one against the old generation's
 * limit, so ~100 kB a page made on demand started the HTTP thread's full collections
 * (docs/decisions.md, "… session 36, gc36").
 */
export function giveBack(buffer: Buffer): void {
  const memory = buffer.buffer as ArrayBuffer & { transfer?: (length: number) => ArrayBuffer };
  if (buffer.byteOffset !== 0 || memory.byteLength !== buffer.byteLength || !memory.transfer)
    return;
  // (ES2024: detaches `memory`, and a new buffer of 0 bytes takes its place.)
  memory.transfer(0);
}

/**
 * Brotli's window for a document of `bytes`: the smallest that holds it whole (the copy is as
 * small as with the default, 4 MB), from 64 kB up. At qualities 2 and 3 Brotli sizes its
 * buffers by the window, not the size hint: at the default each compression took megabytes,
 * which Node reports to V8 as external memory, and V8 ran a full collection of the whole heap
 * (the search index's hundreds of MB) every ~10 pages (docs/decisions.md, "… session 22, typed").
 */
function brotliWindow(bytes: number): number {
  const bits = Math.ceil(Math.log2(Math.max(bytes, 1)));
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, bits));
}

export async function compress(
  data: Buffer,
  encoding: 'br' | 'gzip',
  effort: Effort = 'kept',
): Promise<Buffer> {
  const quick = effort === 'quick';
  const compressed = await (encoding === 'br'
    ? brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quick ? QUICK_BROTLI_QUALITY : BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindow(data.length),
        },
      })
    : gzipAsync(data, { level: quick ? QUICK_GZIP_LEVEL : GZIP_LEVEL }));
  return ownBytes(compressed);
}

function decompress(data: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? unbrotli(data) : gunzipAsync(data);
}

/** One document, compressed in each encoding that was asked for, each at most once. */
export class CompressedDocument {
  private readonly copies = new Map<'br' | 'gzip', Promise<Buffer>>();
  /** Copies being made elsewhere (adoptLater), until they come: `complete` waits for them. */
  private readonly coming = new Map<'br' | 'gzip', Promise<void>>();
  private made = 0;
  /** The copies already made, by encoding. */
  private readonly done = new Map<'br' | 'gzip', Buffer>();

  private readonly effort: Effort;

  /**
   * A document from its HTML, first compressed for `encoding` (gzip when none was asked for) with
   * `effort`, or from copies made before (read back from the page store's disk).
   */
  constructor(
    html: Buffer | { br?: Buffer; gzip?: Buffer },
    encoding: Encoding = 'br',
    effort: Effort = 'kept',
  ) {
    this.effort = effort;
    if (!Buffer.isBuffer(html)) {
      // Read back from the page store: both copies, or the one asked for (the other is made from
      // it when a client asks for it).
      for (const copy of ['br', 'gzip'] as const) {
        const buffer = html[copy];
        if (!buffer) continue;
        this.copies.set(copy, Promise.resolve(buffer));
        this.done.set(copy, buffer);
        this.made += buffer.length;
      }
      if (this.copies.size === 0) throw new Error('a compressed document without a copy');
      return;
    }
    const first = encoding === 'identity' ? 'gzip' : encoding;
    this.copies.set(first, this.counted(compress(html, first, effort), first));
  }

  /** Once every copy asked for so far is made. */
  async settled(): Promise<void> {
    await Promise.all(this.copies.values());
  }

  /** Bytes of the copies made so far (what the public cache weighs a page by). */
  get byteLength(): number {
    return this.made;
  }

  private counted(copy: Promise<Buffer>, encoding: 'br' | 'gzip'): Promise<Buffer> {
    return copy.then((buffer) => {
      this.made += buffer.length;
      this.done.set(encoding, buffer);
      return buffer;
    });
  }

  /** The document in `encoding`; made from a copy already there the first time it is asked for. */
  async get(encoding: Encoding): Promise<Buffer> {
    const [[have, copy]] = [...this.copies] as [['br' | 'gzip', Promise<Buffer>]];
    const plain = async () => decompress(await copy, have);
    if (encoding === 'identity') return plain();
    let wanted = this.copies.get(encoding);
    if (!wanted) {
      wanted = this.counted(
        plain().then((html) => compress(html, encoding, this.effort)),
        encoding,
      );
      this.copies.set(encoding, wanted);
    }
    return wanted;
  }

  /** The encodings no copy is made or being made of yet, here or elsewhere. */
  missing(): Array<'br' | 'gzip'> {
    return (['br', 'gzip'] as const).filter(
      (encoding) => !this.copies.has(encoding) && !this.coming.has(encoding),
    );
  }

  /**
   * Takes a copy made elsewhere (the render worker: docs/decisions.md, "The background renderer's
   * pace"), unless one in that encoding is made or being made here already.
   */
  adopt(encoding: 'br' | 'gzip', copy: Buffer): void {
    if (this.copies.has(encoding)) return;
    this.copies.set(encoding, this.counted(Promise.resolve(ownBytes(copy)), encoding));
  }

  /**
   * A copy being made elsewhere (the background renderer's worker, at the lowest CPU priority),
   * adopted once it comes (none: it was not made there). Until then `complete` waits for it instead
   * of making its own: on PostgreSQL the shared table's put completed every visitor's page at
   * once, in libuv's pool, while the worker made the same copy (docs/decisions.md, "… session 29,
   * refill9"). A client asking for that encoding meanwhile gets one made at once, as before.
   */
  adoptLater(encoding: 'br' | 'gzip', copy: Promise<Buffer | undefined>): Promise<void> {
    const pending = this.coming.get(encoding);
    if (pending) return pending;
    if (this.copies.has(encoding)) return Promise.resolve();
    const coming = copy
      .then(
        (buffer) => {
          if (buffer) this.adopt(encoding, buffer);
        },
        () => undefined,
      )
      .finally(() => this.coming.delete(encoding));
    this.coming.set(encoding, coming);
    return coming;
  }

  /**
   * Makes the copies not made yet, so that the document holds both encodings (the page store),
   * once the copies being made elsewhere have come.
   */
  async complete(): Promise<void> {
    await Promise.all(this.coming.values());
    await Promise.all([this.get('br'), this.get('gzip')]);
  }

  /** Both copies once both are made (what the store's disk tier writes), else null. */
  madeCopies(): { br: Buffer; gzip: Buffer } | null {
    const br = this.done.get('br');
    const gzip = this.done.get('gzip');
    return br && gzip ? { br, gzip } : null;
  }

  /** The encodings made so far (for tests). */
  get encodings(): ReadonlyArray<'br' | 'gzip'> {
    return [...this.copies.keys()];
  }
}
