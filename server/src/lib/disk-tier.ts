// The page store's cold part (docs/decisions.md, "The page store"): entries the memory bound
// pushes out are written to files under one folder, bounded in bytes (oldest out), and read back
// (and taken off the disk) when asked for again. The index (key, tags, file, bytes) stays in
// memory, so an invalidation drops exactly the entries tagged with what changed, at once, like the
// memory part; files go in the background. The folder is emptied at every start: a process that
// was down heard of no write meanwhile.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface DiskEntry {
  tags: readonly string[];
  file: string;
  bytes: number;
  expires: number;
  /** Settles once the file is written (a read waits for it). */
  written: Promise<boolean>;
}

export interface DiskTierStats {
  entries: number;
  bytes: number;
}

export class DiskTier {
  private readonly index = new Map<string, DiskEntry>();
  private bytes = 0;
  /** Kept keys that `counts` names (the page store's pages). */
  private counted = 0;
  /** Each file is written once: a key kept again gets a new file, never one being removed. */
  private serial = 0;
  private readonly dir: string;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly counts: (key: string) => boolean;
  /** Settles once the folders `open` set aside are gone. */
  removed: Promise<void> = Promise.resolve();

  constructor(
    dir: string,
    maxBytes: number,
    options: { now?: () => number; counts?: (key: string) => boolean } = {},
  ) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    this.now = options.now ?? Date.now;
    this.counts = options.counts ?? (() => false);
  }

  /**
   * Starts from an empty folder (what it holds may be stale). The old one is renamed aside and
   * removed in the background: tens of thousands of pages took longer to delete than a start may
   * take (the server refused to start), and a rename is one step whatever it holds. What a crash
   * left aside before is removed the same way.
   */
  async open(): Promise<void> {
    const parent = path.dirname(this.dir);
    const aside = `${path.basename(this.dir)}.old-`;
    await mkdir(parent, { recursive: true });
    await rename(this.dir, path.join(parent, `${aside}${process.pid}-${Date.now()}`)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
    await mkdir(this.dir, { recursive: true });
    this.removed = (async () => {
      for (const name of await readdir(parent).catch(() => [] as string[]))
        if (name.startsWith(aside))
          await rm(path.join(parent, name), { recursive: true, force: true }).catch(() => {});
    })();
  }

  has(key: string): boolean {
    const entry = this.index.get(key);
    return entry !== undefined && entry.expires > this.now();
  }

  /** How many kept keys `counts` names, without walking the index. */
  countedKeys(): number {
    return this.counted;
  }

  /** Keeps `data` under `key` until `expires`; too large for the whole bound, it is not kept. */
  put(key: string, tags: readonly string[], data: Buffer, expires: number): void {
    if (data.length > this.maxBytes) return;
    this.drop(key);
    const file = path.join(
      this.dir,
      `${createHash('sha1').update(key).digest('hex')}-${(this.serial += 1)}.bin`,
    );
    const written = writeFile(file, data).then(
      () => true,
      () => false,
    );
    this.index.set(key, { tags, file, bytes: data.length, expires, written });
    this.bytes += data.length;
    if (this.counts(key)) this.counted += 1;
    while (this.bytes > this.maxBytes && this.index.size > 0)
      this.drop(this.index.keys().next().value as string);
  }

  /** The entry's data and tags, taken off the disk; undefined when there is none (or it failed). */
  async take(key: string): Promise<{ tags: readonly string[]; data: Buffer } | undefined> {
    const entry = this.index.get(key);
    if (!entry) return undefined;
    this.forget(key, entry);
    if (entry.expires <= this.now() || !(await entry.written)) return undefined;
    try {
      return { tags: entry.tags, data: await readFile(entry.file) };
    } catch {
      return undefined;
    } finally {
      void unlink(entry.file).catch(() => undefined);
    }
  }

  /** Drops every entry tagged with any of `tags`; returns how many. */
  invalidate(tags: readonly string[]): number {
    const changed = new Set(tags);
    let dropped = 0;
    for (const [key, entry] of this.index)
      if (entry.tags.some((tag) => changed.has(tag))) {
        this.drop(key);
        dropped += 1;
      }
    return dropped;
  }

  stats(): DiskTierStats {
    return { entries: this.index.size, bytes: this.bytes };
  }

  private forget(key: string, entry: DiskEntry): void {
    this.index.delete(key);
    this.bytes -= entry.bytes;
    if (this.counts(key)) this.counted -= 1;
  }

  private drop(key: string): void {
    const entry = this.index.get(key);
    if (!entry) return;
    this.forget(key, entry);
    void entry.written.then(() => unlink(entry.file)).catch(() => undefined);
  }
}
