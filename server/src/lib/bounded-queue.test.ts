// The bounded queue: at most N at once, the rest in order, and a turn that does not come in time
// is refused. Fake timers: the waits are asserted by order and state, never by the clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBoundedQueue, QueueTimeout } from './bounded-queue.ts';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('bounded queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most `concurrency` at once and the rest in order', async () => {
    const queue = createBoundedQueue(2, 1000);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) =>
      queue.run(async () => (started.push(index), await g.opened, index)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 2 });
    gates[1]?.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a turn that does not come within maxWaitMs, and keeps serving the others', async () => {
    const queue = createBoundedQueue(1, 500);
    const first = gate();
    const running = queue.run(() => first.opened.then(() => 'first'));
    const late = queue.run(async () => 'late');
    const refused = expect(late).rejects.toBeInstanceOf(QueueTimeout);
    await vi.advanceTimersByTimeAsync(499);
    expect(queue.stats()).toEqual({ running: 1, waiting: 1 });
    await vi.advanceTimersByTimeAsync(1);
    await refused;
    expect(queue.stats()).toEqual({ running: 1, waiting: 0 });
    first.open();
    expect(await running).toBe('first');
    expect(await queue.run(async () => 'after')).toBe('after');
  });

  it('frees the turn of work that throws', async () => {
    const queue = createBoundedQueue(1, 500);
    await expect(queue.run(() => Promise.reject(new Error('gagal')))).rejects.toThrow('gagal');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
