// The storage interface: local disk now, S3-compatible object storage later, same calls.
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The folder served under /storage, when the storage is a local disk. */
  readonly localRoot: string | null;
}
