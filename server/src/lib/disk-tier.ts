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
import { ReadBuffers } from './read-buffers.ts';
import { TagSets, type TagBase, type TagSet } from './tag-sets.ts';

/** What a segment file holds at most before the next one is started (less for small bounds). */
const SEGMENT_BYTES = 32 * 1024 * 1024;

interface Segment {
  file: string;
  handle: Promise<FileHandle>;
  /** Bytes appended so far (its size on disk). */
  size: number;
  /** Its number (the file's name), by which slots name it. */
  serial: number;
  /** Kept entries whose bytes are in this segment. */
  live: number;
  /** Reads and writes under way: the file is closed and removed once none is. */
  pending: number;
  dropped: boolean;
  /** Settles once the file is closed and removed. */
  removed?: Promise<void>;
}

/** Slot flags. */
const READ = 1;
const FAILED = 2;
const COUNTED = 4;
const WRITING = 8;
const OWN = 16;
/** More than one own tag id: the others are in the slots' `more`. */
const MORE = 32;

/**
 * The index by columns (docs/decisions.md, session 22): a key's slot, and per slot its place,
 * size, end of life, tags and state in typed arrays that grow by doubling. An object per entry
 * (its place, a tag set object and the tags' own array) cost ~300 of the ~400 bytes an entry held
 * at 100,000 pages and their JSON answers (~80 MB); what is left is the key and its slot in the
 * Map. A slot is reused once its entry goes; its generation tells a read that it went meanwhile.
 */
class Slots {
  segment = new Int32Array(0);
  offset = new Float64Array(0);
  bytes = new Int32Array(0);
  /** Where the entry's second part starts (0: one part); see `read`. */
  split = new Int32Array(0);
  expires = new Float64Array(0);
  generation = new Int32Array(0);
  flags = new Uint8Array(0);
  /** The first of its own tag ids (flag OWN: it has one); more are in `more` (flag MORE). */
  firstOwn = new Uint32Array(0);
  /** Where its other own tag ids start in `more`, and how many there are. */
  moreAt = new Uint32Array(0);
  moreCount = new Uint32Array(0);
  base: (TagBase | null)[] = [];
  /**
   * The own tag ids past each slot's first, one run per slot, appended. A Map of a number array
   * per slot held 23 MB of the HTTP thread's heap at 80,000 pages (~145,000 entries with ~6 own
   * tags each: the Map's table, each array and its elements, a heap number per product tag;
   * docs/decisions.md, "… session 30, mem10"), live, so grown 1.3× again by the old generation.
   * A dropped entry's run is left until the runs dropped are half of what is used (then the live
   * ones are copied into a new array).
   */
  private more = new Uint32Array(0);
  private moreUsed = 0;
  private moreDropped = 0;
  private free: number[] = [];
  private used = 0;

  take(): number {
    const free = this.free.pop();
    if (free !== undefined) return free;
    if (this.used === this.segment.length) this.grow(Math.max(1024, this.used * 2));
    return this.used++;
  }

  release(slot: number): void {
    if ((this.flags[slot] as number) & MORE) this.moreDropped += this.moreCount[slot] as number;
    this.generation[slot] = ((this.generation[slot] as number) + 1) | 0;
    this.flags[slot] = 0;
    this.base[slot] = null;
    this.free.push(slot);
  }

  /** Keeps `ids` from index `from` on as the slot's other own tag ids (set its MORE flag). */
  setMore(slot: number, ids: ArrayLike<number>, from: number): void {
    const count = ids.length - from;
    if (this.moreUsed + count > this.more.length) {
      if (this.moreDropped * 2 > this.moreUsed) this.compactMore();
      if (this.moreUsed + count > this.more.length) {
        const next = new Uint32Array(Math.max(1024, (this.moreUsed + count) * 2));
        next.set(this.more.subarray(0, this.moreUsed));
        this.more = next;
      }
    }
    const at = this.moreUsed;
    for (let i = 0; i < count; i++) this.more[at + i] = ids[from + i] as number;
    this.moreAt[slot] = at;
    this.moreCount[slot] = count;
    this.moreUsed += count;
  }

  /** Appends the slot's other own tag ids to `into`. */
  moreOf(slot: number, into: number[]): void {
    const at = this.moreAt[slot] as number;
    const end = at + (this.moreCount[slot] as number);
    for (let i = at; i < end; i++) into.push(this.more[i] as number);
  }

  /** Copies the live runs (slots with MORE) into a new array, dropping the others'. */
  private compactMore(): void {
    const next = new Uint32Array(Math.max(1024, (this.moreUsed - this.moreDropped) * 2));
    let used = 0;
    for (let slot = 0; slot < this.used; slot++) {
      if (!((this.flags[slot] as number) & MORE)) continue;
      const at = this.moreAt[slot] as number;
      const count = this.moreCount[slot] as number;
      next.set(this.more.subarray(at, at + count), used);
      this.moreAt[slot] = used;
      used += count;
    }
    this.more = next;
    this.moreUsed = used;
    this.moreDropped = 0;
  }

  private grow(size: number): void {
    const grown = <T extends Int32Array | Uint32Array | Float64Array | Uint8Array>(old: T): T => {
      const next = new (old.constructor as new (length: number) => T)(size);
      next.set(old);
      return next;
    };
    this.segment = grown(this.segment);
    this.offset = grown(this.offset);
    this.bytes = grown(this.bytes);
    this.split = grown(this.split);
    this.expires = grown(this.expires);
    this.generation = grown(this.generation);
    this.flags = grown(this.flags);
    this.firstOwn = grown(this.firstOwn);
    this.moreAt = grown(this.moreAt);
    this.moreCount = grown(this.moreCount);
  }
}

export interface DiskTierStats {
  entries: number;
  /** Bytes of the kept entries. */
  bytes: number;
  /** Bytes of the segment files (what the bound counts: entries dropped from a live segment too). */
  fileBytes: number;
  /** Segment files on disk. */
  files: number;
  /** Read buffers lent and not given back yet. */
  lent: number;
}

/** An entry read back: its bytes and tags, whether it was read before, and until when it holds. */
export interface DiskRead {
  /** Its tags (made when asked: most reads do not need them). */
  tags: () => readonly string[];
  data: Buffer;
  /** Read at least once before this read. */
  hot: boolean;
  expires: number;
  /**
   * Set when `data` is on a lent buffer (read with `lend`): call it once `data` is used no more
   * (the page is sent), and keep nothing that points into `data`.
   */
  giveBack?: () => void;
}

export class DiskTier {
  /** Key → slot. */
  private readonly index = new Map<string, number>();
  private readonly slots = new Slots();
  /** Writes under way: a read of the slot waits for its write. */
  private readonly writing = new Map<number, Promise<void>>();
  /** Segments by serial. */
  private readonly bySerial = new Map<number, Segment>();
  private readonly tagSets = new TagSets();
  /** Oldest first; the last one takes new entries. */
  private readonly segments: Segment[] = [];
  private readonly reading = new Map<string, Promise<DiskRead | undefined>>();
  private readonly buffers = new ReadBuffers();
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
    const slot = this.index.get(key);
    return slot !== undefined && (this.slots.expires[slot] as number) > this.now();
  }

  /** How many kept keys `counts` names, without walking the index. */
  countedKeys(): number {
    return this.counted;
  }

  /**
   * Keeps `data` under `key` until `expires`; too large for the whole bound, it is not kept. An
   * entry made of two parts (a page's two encodings) says where the second starts (`split`): a
   * read may then ask for one part only.
   */
  put(key: string, tags: readonly string[], data: Buffer, expires: number, split = 0): void {
    if (data.length > this.maxBytes) return;
    this.drop(key);
    const segment = this.segmentFor(data.length);
    const offset = segment.size;
    segment.size += data.length;
    this.fileBytes += data.length;
    const { slots } = this;
    const slot = slots.take();
    const set = this.tagSets.make(tags);
    slots.segment[slot] = segment.serial;
    slots.offset[slot] = offset;
    slots.bytes[slot] = data.length;
    slots.split[slot] = split > 0 && split < data.length ? split : 0;
    slots.expires[slot] = expires;
    slots.base[slot] = set.base;
    slots.firstOwn[slot] = set.own.length > 0 ? (set.own[0] as number) : 0;
    if (set.own.length > 1) slots.setMore(slot, set.own, 1);
    const counted = this.counts(key);
    slots.flags[slot] =
      WRITING |
      (counted ? COUNTED : 0) |
      (set.own.length > 0 ? OWN : 0) |
      (set.own.length > 1 ? MORE : 0);
    const generation = slots.generation[slot];
    const written = this.using(segment, (handle) => handle.write(data, 0, data.length, offset))
      .then(
        () => false,
        () => true,
      )
      .then((failed) => {
        if (this.writing.get(slot) === written) this.writing.delete(slot);
        if (slots.generation[slot] !== generation) return;
        slots.flags[slot] = ((slots.flags[slot] as number) & ~WRITING) | (failed ? FAILED : 0);
      });
    this.writing.set(slot, written);
    this.index.set(key, slot);
    segment.live += 1;
    this.bytes += data.length;
    if (counted) this.counted += 1;
    while (this.fileBytes > this.maxBytes && this.segments.length > 1)
      this.dropSegment(this.segments[0] as Segment);
  }

  /**
   * The entry's bytes and tags, left on the disk; undefined when there is none, when it failed,
   * or when it was dropped or replaced while it was read (a write changed it meanwhile). With
   * `part` (0 or 1), of an entry put in two parts, the first read gives that part only (a crawler
   * reads a page once, in one encoding: half the bytes, docs/decisions.md "… session 23, mem3");
   * a read of an entry read before (hot: the caller keeps it in memory) gives it whole. With
   * `lend`, a part is read into a lent buffer (read-buffers.ts) that the caller gives back.
   */
  read(key: string, part?: 0 | 1, lend = false): Promise<DiskRead | undefined> {
    const { slots } = this;
    const slot = this.index.get(key);
    const split = slot === undefined ? 0 : (slots.split[slot] as number);
    const flags = slot === undefined ? 0 : (slots.flags[slot] as number);
    const hot = (flags & READ) !== 0;
    const which = part === undefined || split === 0 || hot ? 'whole' : part;
    // A lent buffer has one owner: such a read is not shared with another caller.
    const lending = lend && which !== 'whole';
    const joinKey = `${which} ${key}`;
    const joined = lending ? undefined : this.reading.get(joinKey);
    if (joined) return joined;
    if (slot === undefined || (slots.expires[slot] as number) <= this.now())
      return Promise.resolve(undefined);
    slots.flags[slot] = flags | READ;
    const generation = slots.generation[slot];
    const segment = this.bySerial.get(slots.segment[slot] as number) as Segment;
    const whole = slots.bytes[slot] as number;
    const bytes = which === 'whole' ? whole : which === 0 ? split : whole - split;
    const offset = (slots.offset[slot] as number) + (which === 1 ? split : 0);
    const expires = slots.expires[slot] as number;
    const still = () => slots.generation[slot] === generation && this.index.get(key) === slot;
    const read = (async () => {
      await this.writing.get(slot);
      if (!still() || (slots.flags[slot] as number) & FAILED) return undefined;
      const tags = this.tagSetOf(slot);
      // Lent, or its own memory (not a slice of the shared pool): a page read again is kept.
      const lent = lending ? this.buffers.lend(bytes) : null;
      const data = lent?.data ?? Buffer.allocUnsafeSlow(bytes);
      try {
        const { bytesRead } = await this.using(segment, (handle) =>
          handle.read(data, 0, bytes, offset),
        );
        if (bytesRead !== bytes || !still()) throw new Error('not read');
      } catch {
        lent?.giveBack();
        return undefined;
      }
      return {
        tags: () => this.tagSets.names(tags),
        data,
        hot,
        expires,
        ...(lent ? { giveBack: lent.giveBack } : {}),
      };
    })().catch(() => undefined);
    if (lending) return read;
    const shared = read.finally(() => this.reading.delete(joinKey));
    this.reading.set(joinKey, shared);
    return shared;
  }

  /** Drops every entry tagged with any of `tags`; returns how many. */
  invalidate(tags: readonly string[]): number {
    const touched = this.tagSets.matcher(tags);
    let dropped = 0;
    // One object looked at for every slot (the walk makes none per entry).
    const own: number[] = [];
    const set = { base: null as TagBase | null, own };
    const { slots } = this;
    for (const [key, slot] of this.index) {
      set.base = slots.base[slot] ?? null;
      own.length = 0;
      const flags = slots.flags[slot] as number;
      if (flags & OWN) own.push(slots.firstOwn[slot] as number);
      if (flags & MORE) slots.moreOf(slot, own);
      if (touched(set)) {
        this.drop(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  stats(): DiskTierStats {
    return {
      lent: this.buffers.lent,
      entries: this.index.size,
      bytes: this.bytes,
      fileBytes: this.fileBytes,
      files: this.segments.length,
    };
  }

  /** A slot's tags as the tag sets gave them. */
  private tagSetOf(slot: number): TagSet {
    const { slots } = this;
    const flags = slots.flags[slot] as number;
    const own: number[] = flags & OWN ? [slots.firstOwn[slot] as number] : [];
    if (flags & MORE) slots.moreOf(slot, own);
    return { base: slots.base[slot] ?? null, own };
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
    const segment: Segment = {
      file,
      handle,
      serial: this.serial,
      size: 0,
      live: 0,
      pending: 0,
      dropped: false,
    };
    this.segments.push(segment);
    this.bySerial.set(segment.serial, segment);
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
    const slot = this.index.get(key);
    if (slot === undefined) return;
    const segment = this.bySerial.get(this.slots.segment[slot] as number) as Segment;
    this.forget(key, slot, segment);
    // A segment that holds nothing any more goes (the last one keeps taking new entries).
    if (segment.live === 0 && segment !== this.segments.at(-1)) this.dropSegment(segment);
  }

  private forget(key: string, slot: number, segment: Segment): void {
    const { slots } = this;
    this.index.delete(key);
    this.bytes -= slots.bytes[slot] as number;
    if ((slots.flags[slot] as number) & COUNTED) this.counted -= 1;
    segment.live -= 1;
    this.tagSets.release(this.tagSetOf(slot));
    slots.release(slot);
  }

  /** Forgets the segment's entries and removes its file once nothing reads or writes it. */
  private dropSegment(segment: Segment): void {
    if (segment.dropped) return;
    segment.dropped = true;
    // A walk of the index, once per segment (~1,500 pages), rather than a set of keys per segment.
    if (segment.live > 0)
      for (const [key, slot] of this.index)
        if (this.slots.segment[slot] === segment.serial) this.forget(key, slot, segment);
    this.fileBytes -= segment.size;
    this.segments.splice(this.segments.indexOf(segment), 1);
    this.bySerial.delete(segment.serial);
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
