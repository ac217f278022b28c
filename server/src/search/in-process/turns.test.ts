import { describe, expect, it } from 'vitest';
import { Turns, TurnsFull } from './turns.ts';

/** Keeps the thread busy for `ms`, as a search's index work does. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

describe('Turns (index work a slice per turn of the event loop)', () => {
  it('runs every job in order and hands each caller its own result', async () => {
    const turns = new Turns({ budgetMs: 2, maxWaiting: 100 });
    const ran: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => turns.run(() => (ran.push(i), i * 10))),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 10));
    expect(ran).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(turns.waiting).toBe(0);
  });

  it('lets other work of the event loop run between slices instead of after the whole queue', async () => {
    const turns = new Turns({ budgetMs: 2, maxWaiting: 100 });
    const events: string[] = [];
    const jobs = Array.from({ length: 30 }, (_, i) =>
      turns.run(() => (busy(1), events.push(`job ${i}`))),
    );
    // Another request's work, queued after all thirty searches: it must not wait for all of them.
    const other = new Promise<void>((resolve) =>
      setImmediate(() => (events.push('other'), resolve())),
    );
    await Promise.all([...jobs, other]);
    const at = events.indexOf('other');
    expect(at).toBeGreaterThan(0);
    // At most one slice (2 ms budget, 1 ms jobs: up to 3 jobs) ran before it.
    expect(at).toBeLessThanOrEqual(3);
    expect(events.filter((event) => event !== 'other')).toEqual(
      Array.from({ length: 30 }, (_, i) => `job ${i}`),
    );
  });

  it('refuses a job at once when maxWaiting jobs wait, and takes new ones once the queue drains', async () => {
    const turns = new Turns({ budgetMs: 2, maxWaiting: 3 });
    const queued = [turns.run(() => 1), turns.run(() => 2), turns.run(() => 3)];
    await expect(turns.run(() => 4)).rejects.toBeInstanceOf(TurnsFull);
    expect(await Promise.all(queued)).toEqual([1, 2, 3]);
    expect(await turns.run(() => 5)).toBe(5);
  });

  it('rejects only the job that threw; the others still get their results', async () => {
    const turns = new Turns({ budgetMs: 2, maxWaiting: 10 });
    const [a, b, c] = await Promise.allSettled([
      turns.run(() => 'a'),
      turns.run(() => {
        throw new Error('bad query');
      }),
      turns.run(() => 'c'),
    ]);
    expect(a).toEqual({ status: 'fulfilled', value: 'a' });
    expect(b).toMatchObject({ status: 'rejected', reason: { message: 'bad query' } });
    expect(c).toEqual({ status: 'fulfilled', value: 'c' });
  });
});
