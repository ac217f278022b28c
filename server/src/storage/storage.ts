// The storage interface: the local disk or S3-compatible object storage, same calls.
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Throws when the storage can not be reached or written (readiness). */
  check(): Promise<void>;
  /** The folder served under /storage, when the storage is a local disk. */
  readonly localRoot: string | null;
}
