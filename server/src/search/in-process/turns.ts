// Index work in turns (issue 11, "other requests keep their latency while searches run"). A
// search's index work is synchronous (a fraction of a millisecond to a few ms); fifty of them
// started in one turn of the event loop ran back to back, and a plain read that arrived meanwhile
// (or the database's answer to it) waited behind all of them, twice. Here searches queue their
// index work and the queue runs at most `budgetMs` of it per turn of the event loop (from
// setImmediate, after the turn's I/O), so other requests wait for one slice at most. Past
// `maxWaiting` queued searches a new one is refused at once (the caller answers 503 + Retry-After)
// instead of waiting behind a queue that would make it late anyway.

/** Thrown by `run` when `maxWaiting` searches already wait for their turn. */
export class TurnsFull extends Error {
  constructor() {
    super('too many searches waiting');
    this.name = 'TurnsFull';
  }
}

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class Turns {
  private readonly queue: Job[] = [];
  private head = 0;
  private scheduled = false;
  private readonly budgetMs: number;
  private readonly maxWaiting: number;

  constructor(options: { budgetMs: number; maxWaiting: number }) {
    this.budgetMs = options.budgetMs;
    this.maxWaiting = options.maxWaiting;
  }

  /** Jobs queued and not yet run. */
  get waiting(): number {
    return this.queue.length - this.head;
  }

  /** Runs `work` in a later turn of the event loop; rejects with TurnsFull when the queue is full. */
  run<T>(work: () => T): Promise<T> {
    if (this.waiting >= this.maxWaiting) return Promise.reject(new TurnsFull());
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.slice);
      }
    });
  }

  /** One turn's slice: jobs in order until the budget is spent (at least one), then the next turn. */
  private readonly slice = (): void => {
    const started = performance.now();
    do {
      const job = this.queue[this.head] as Job;
      this.queue[this.head] = undefined as unknown as Job;
      this.head += 1;
      try {
        job.resolve(job.work());
      } catch (error) {
        job.reject(error);
      }
    } while (this.head < this.queue.length && performance.now() - started < this.budgetMs);
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
      this.scheduled = false;
    } else {
      if (this.head > 1024) {
        this.queue.splice(0, this.head);
        this.head = 0;
      }
      setImmediate(this.slice);
    }
  };
}
