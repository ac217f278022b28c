// Buffers the page store's disk tier reads pages into and takes back once a page is sent
// (docs/decisions.md, "… session 23, mem3"). A crawler's page is read once and sent once; read
// into a buffer of its own (malloc's: under MALLOC_MMAP_THRESHOLD_), each died with its answer,
// often after the young generation had promoted it, and was freed only at the next full
// collection: ~1,300 reads a second grew malloc's main heap from 37 to ~100 MB, which it kept.
// Lent and given back, the same few buffers serve every read. A buffer not given back (an answer
// not finished: the client went away) is left to the collector, like any other.

/** What a lent buffer holds at most; a larger read gets memory of its own. */
export const READ_BUFFER_BYTES = 16 * 1024;
/** Buffers kept for the next reads (2 MB): more than the connections that read at once. */
const KEPT = 128;

export interface Lent {
  /** `bytes` long, on a buffer lent (or of its own when larger than READ_BUFFER_BYTES). */
  data: Buffer;
  /** Takes the buffer back: call once, after the last use of `data`. */
  giveBack: () => void;
}

export class ReadBuffers {
  private readonly free: Buffer[] = [];
  /** Buffers lent and not given back yet. */
  lent = 0;

  lend(bytes: number): Lent {
    if (bytes > READ_BUFFER_BYTES)
      return { data: Buffer.allocUnsafeSlow(bytes), giveBack: () => {} };
    const buffer = this.free.pop() ?? Buffer.allocUnsafeSlow(READ_BUFFER_BYTES);
    this.lent += 1;
    let given = false;
    return {
      data: buffer.subarray(0, bytes),
      giveBack: () => {
        if (given) return;
        given = true;
        this.lent -= 1;
        if (this.free.length < KEPT) this.free.push(buffer);
      },
    };
  }

  /** Buffers waiting to be lent again (for tests). */
  get kept(): number {
    return this.free.length;
  }
}
