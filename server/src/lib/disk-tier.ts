// The page store's cold part (docs/decisions.md, "The page store"): entries the memory bound
// pushes out are appended to segment files under one folder, bounded in bytes (oldest segment
// out), and read from there when asked for again. The index (key, tags, place, bytes) stays in
// memory, so an invalidation drops exactly the entries tagged with what changed, at once, like the
// memory part; a segment whose entries are all gone is deleted. The folder is emptied at every
// start: a process that was down heard of no write meanwhile.
//
// A read leaves the entry where it is (no write back): a crawler reading each page once costs one
// positioned read per page. An entry read again is "hot" (the caller may keep it in memory too,
// and when memory pushes it out again it is already here: nothing is written).
import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { TagSets, type TagSet } from './tag-sets.ts';

/** What a segment file holds at most before the next one is started (less for small bounds). */
const SEGMENT_BYTES = 32 * 1024 * 1024;

interface Segment {
  file: string;
  handle: Promise<FileHandle>;
  /** Bytes appended so far (its size on disk). */
  size: number;
  /** Kept entries whose bytes are in this segment. */
  live: number;
  /** Reads and writes under way: the file is closed and removed once none is. */
  pending: number;
  dropped: boolean;
  /** Settles once the file is closed and removed. */
  removed?: Promise<void>;
}

interface DiskEntry {
  tags: TagSet;
  segment: Segment;
  offset: number;
  bytes: number;
  expires: number;
  /** How often it was read. */
  reads: number;
  /** Whether the bytes are written; until then, what settles once they are (a read waits). */
  written: boolean | Promise<boolean>;
}

export interface DiskTierStats {
  entries: number;
  /** Bytes of the kept entries. */
  bytes: number;
  /** Bytes of the segment files (what the bound counts: entries dropped from a live segment too). */
  fileBytes: number;
  /** Segment files on disk. */
  files: number;
}

/** An entry read back: its bytes and tags, whether it was read before, and until when it holds. */
export interface DiskRead {
  /** Its tags (made when asked: most reads do not need them). */
  tags: () => readonly string[];
  data: Buffer;
  /** Read at least once before this read. */
  hot: boolean;
  expires: number;
}

export class DiskTier {
  private readonly index = new Map<string, DiskEntry>();
  private readonly tagSets = new TagSets();
  /** Oldest first; the last one takes new entries. */
  private readonly segments: Segment[] = [];
  private readonly reading = new Map<string, Promise<DiskRead | undefined>>();
  private bytes = 0;
  private fileBytes = 0;
  /** Kept keys that `counts` names (the page store's pages). */
  private counted = 0;
  /** Each segment file is new: a name is never reused, so one being removed is never written. */
  private serial = 0;
  private readonly dir: string;
  private readonly maxBytes: number;
  private readonly segmentBytes: number;
  private readonly now: () => number;
  private readonly counts: (key: string) => boolean;
  /** Settles once the folders `open` set aside are gone. */
  removed: Promise<void> = Promise.resolve();

  constructor(
    dir: string,
    maxBytes: number,
    options: { now?: () => number; counts?: (key: string) => boolean; segmentBytes?: number } = {},
  ) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    // At least four segments under the bound, so that dropping the oldest frees a part, not all.
    this.segmentBytes = Math.max(
      1,
      Math.min(options.segmentBytes ?? SEGMENT_BYTES, Math.floor(maxBytes / 4)),
    );
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

  /** Closes every segment file (the app is closing); the entries are forgotten. */
  async close(): Promise<void> {
    const segments = [...this.segments];
    for (const segment of segments) this.dropSegment(segment);
    await Promise.all(segments.map((segment) => segment.removed));
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
    const segment = this.segmentFor(data.length);
    const offset = segment.size;
    segment.size += data.length;
    this.fileBytes += data.length;
    const entry: DiskEntry = {
      tags: this.tagSets.make(tags),
      segment,
      offset,
      bytes: data.length,
      expires,
      reads: 0,
      written: true,
    };
    entry.written = this.using(segment, (handle) =>
      handle.write(data, 0, data.length, offset).then(() => true),
    )
      .catch(() => false)
      .then((done) => (entry.written = done));
    this.index.set(key, entry);
    segment.live += 1;
    this.bytes += data.length;
    if (this.counts(key)) this.counted += 1;
    while (this.fileBytes > this.maxBytes && this.segments.length > 1)
      this.dropSegment(this.segments[0] as Segment);
  }

  /**
   * The entry's bytes and tags, left on the disk; undefined when there is none, when it failed,
   * or when it was dropped or replaced while it was read (a write changed it meanwhile).
   */
  read(key: string): Promise<DiskRead | undefined> {
    const joined = this.reading.get(key);
    if (joined) return joined;
    const entry = this.index.get(key);
    if (!entry || entry.expires <= this.now()) return Promise.resolve(undefined);
    const hot = entry.reads > 0;
    entry.reads += 1;
    const read = (async () => {
      if (!(await entry.written)) return undefined;
      // Its own memory (not a slice of the shared pool): a page read again is kept in memory.
      const data = Buffer.allocUnsafeSlow(entry.bytes);
      const { bytesRead } = await this.using(entry.segment, (handle) =>
        handle.read(data, 0, entry.bytes, entry.offset),
      );
      if (bytesRead !== entry.bytes || this.index.get(key) !== entry) return undefined;
      return { tags: () => this.tagSets.names(entry.tags), data, hot, expires: entry.expires };
    })()
      .catch(() => undefined)
      .finally(() => this.reading.delete(key));
    this.reading.set(key, read);
    return read;
  }

  /** Drops every entry tagged with any of `tags`; returns how many. */
  invalidate(tags: readonly string[]): number {
    const touched = this.tagSets.matcher(tags);
    let dropped = 0;
    for (const [key, entry] of this.index)
      if (touched(entry.tags)) {
        this.drop(key);
        dropped += 1;
      }
    return dropped;
  }

  stats(): DiskTierStats {
    return {
      entries: this.index.size,
      bytes: this.bytes,
      fileBytes: this.fileBytes,
      files: this.segments.length,
    };
  }

  /** The segment new bytes go to: the last one, or a new one when they would not fit. */
  private segmentFor(bytes: number): Segment {
    const last = this.segments.at(-1);
    if (last && (last.size === 0 || last.size + bytes <= this.segmentBytes)) return last;
    this.serial += 1;
    const file = path.join(this.dir, `${String(this.serial).padStart(6, '0')}.seg`);
    const handle = open(file, 'w+');
    // A failed open fails that segment's writes (and so its reads), not the process.
    handle.catch(() => undefined);
    const segment: Segment = { file, handle, size: 0, live: 0, pending: 0, dropped: false };
    this.segments.push(segment);
    return segment;
  }

  /** Runs `work` on the segment's file, which stays open until it is done. */
  private async using<T>(segment: Segment, work: (handle: FileHandle) => Promise<T>): Promise<T> {
    segment.pending += 1;
    try {
      return await work(await segment.handle);
    } finally {
      segment.pending -= 1;
      if (segment.dropped && segment.pending === 0) this.remove(segment);
    }
  }

  private drop(key: string): void {
    const entry = this.index.get(key);
    if (!entry) return;
    this.forget(key, entry);
    const { segment } = entry;
    // A segment that holds nothing any more goes (the last one keeps taking new entries).
    if (segment.live === 0 && segment !== this.segments.at(-1)) this.dropSegment(segment);
  }

  private forget(key: string, entry: DiskEntry): void {
    this.index.delete(key);
    this.bytes -= entry.bytes;
    if (this.counts(key)) this.counted -= 1;
    entry.segment.live -= 1;
    this.tagSets.release(entry.tags);
  }

  /** Forgets the segment's entries and removes its file once nothing reads or writes it. */
  private dropSegment(segment: Segment): void {
    if (segment.dropped) return;
    segment.dropped = true;
    // A walk of the index, once per segment (~1,500 pages), rather than a set of keys per segment.
    if (segment.live > 0)
      for (const [key, entry] of this.index) if (entry.segment === segment) this.forget(key, entry);
    this.fileBytes -= segment.size;
    this.segments.splice(this.segments.indexOf(segment), 1);
    if (segment.pending === 0) this.remove(segment);
  }

  private remove(segment: Segment): void {
    segment.removed ??= segment.handle
      .then((handle) => handle.close())
      .catch(() => undefined)
      .then(() => rm(segment.file, { force: true }))
      .catch(() => undefined);
  }
}
