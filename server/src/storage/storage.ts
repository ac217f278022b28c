// The storage interface: the local disk or S3-compatible object storage, same calls.
import type { Readable } from 'node:stream';

/** A stored object opened for streaming to a client. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  length: number | null;
  etag: string | null;
}

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file's content as it streams from disk (an upload), never whole in memory. */
  putFile(key: string, filePath: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Opens an object for streaming (served under /storage when the storage is not a local disk). */
  open(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Throws when the storage can not be reached or written (readiness). */
  check(): Promise<void>;
  /** Every key stored (backups). */
  keys(): AsyncIterable<string>;
  /** The folder served under /storage, when the storage is a local disk. */
  readonly localRoot: string | null;
}
