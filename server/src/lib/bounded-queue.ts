// A bounded queue in front of costly work (server rendering): at most `concurrency` runs at once,
// the rest wait in order, and none waits longer than `maxWaitMs`: past it the caller is told the
// server is busy (503) instead of waiting on. Without it every admitted page rendered at once and
// each took as long as all of them together (issue 10: no request waits more than 2 s).

/** Thrown by `run` when the work waited `maxWaitMs` without a turn. */
export class QueueTimeout extends Error {
  constructor() {
    super('waited too long for a turn');
    this.name = 'QueueTimeout';
  }
}

export interface BoundedQueue {
  /** Runs `work` in its turn; rejects with QueueTimeout when the turn does not come in time. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work running now, and waiting. */
  stats(): { running: number; waiting: number };
}

export function createBoundedQueue(concurrency: number, maxWaitMs: number): BoundedQueue {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  const next = () => {
    running -= 1;
    const turn = waiting.shift();
    if (!turn) return;
    clearTimeout(turn.timer);
    running += 1;
    turn.start();
  };

  const turn = (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new QueueTimeout());
        }, maxWaitMs),
      };
      waiting.push(entry);
    });
  };

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        next();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
