// The background renderer yields to visitors: it neither lists the pages (a few hundred ms of the
// database at 100,000 products) nor renders one while a visitor's request is in flight.
import { describe, expect, it, vi } from 'vitest';
import { LOOP_DELAY_MS, mayRun, Prerenderer, QUIET_MS } from './prerender.ts';

function renderer(
  busy: () => number,
  loopDelay?: () => number,
  renderWith?: (path: string, prerender: Prerenderer) => Promise<void>,
) {
  const stored = new Set<string>();
  const list = vi.fn(async () => ['/', '/news', '/detail-product/1']);
  const render = vi.fn(async (path: string) => {
    await renderWith?.(path, prerender);
    stored.add(path);
  });
  const busyCalls = vi.fn(busy);
  const prerender = new Prerenderer({
    list,
    stored: (path) => stored.has(path),
    render,
    busy: busyCalls,
    ...(loopDelay ? { loopDelay } : {}),
    log: { info: () => undefined, warn: () => undefined },
    idlePollMs: 1,
  });
  return { prerender, list, render, busyCalls, stored };
}

describe("the background renderer's pace", () => {
  const calm = { inFlight: 0, quietMs: QUIET_MS, loopDelayMs: 0 };
  it('goes on only with no visitor in flight, none seen lately and the event loop on time', () => {
    expect(mayRun(calm)).toBe(true);
    expect(mayRun({ ...calm, quietMs: Infinity, loopDelayMs: LOOP_DELAY_MS })).toBe(true);
    expect(mayRun({ ...calm, inFlight: 1 })).toBe(false);
    expect(mayRun({ ...calm, quietMs: QUIET_MS - 1 })).toBe(false);
    expect(mayRun({ ...calm, loopDelayMs: LOOP_DELAY_MS + 1 })).toBe(false);
  });
});

describe('Prerenderer', () => {
  it('renders nothing while the event loop is late, and goes on once it is on time', async () => {
    let late = true;
    const looked = vi.fn(() => (late ? LOOP_DELAY_MS * 2 : 0));
    const { prerender, render, stored } = renderer(() => 0, looked);
    prerender.useOrigin('http://katalog.test');
    await vi.waitFor(() => expect(looked.mock.calls.length).toBeGreaterThan(5));
    expect(render).not.toHaveBeenCalled();
    late = false;
    await vi.waitFor(() => expect(stored.size).toBe(3));
    await prerender.stop();
  });

  it('goes on at once with the page in hand when a visitor asks for it', async () => {
    let visitors = 0;
    const steps: string[] = [];
    // A render whose second step waits for the pace, as the worker's reads do; a visitor comes
    // while each page is in hand, and the visitor of '/news' asks for that page.
    const { prerender } = renderer(
      () => visitors,
      undefined,
      async (path, self) => {
        steps.push(`start ${path}`);
        visitors = 1;
        if (path === '/news') self.hurry('/news');
        await self.idle();
        steps.push(`done ${path}`);
      },
    );
    prerender.useOrigin('http://katalog.test');
    // '/' waits behind its visitor; '/news' is not reached before the visitor leaves.
    await vi.waitFor(() => expect(steps).toEqual(['start /']));
    visitors = 0;
    await vi.waitFor(() => expect(steps).toContain('start /news'));
    // Asked for by its visitor: it went on although that visitor is still in flight.
    await vi.waitFor(() => expect(steps).toContain('done /news'));
    expect(visitors).toBe(1);
    await prerender.stop();
  });

  it('lists and renders nothing while visitors are in flight, then stores every page', async () => {
    let visitors = 1;
    const { prerender, list, render, busyCalls, stored } = renderer(() => visitors);
    prerender.useOrigin('http://katalog.test');
    // It looked several times whether visitors had gone, and did nothing meanwhile.
    await vi.waitFor(() => expect(busyCalls.mock.calls.length).toBeGreaterThan(5));
    expect(list).not.toHaveBeenCalled();
    expect(render).not.toHaveBeenCalled();
    visitors = 0;
    await vi.waitFor(() => expect(stored.size).toBe(3));
    expect(list).toHaveBeenCalledTimes(1);
    expect(prerender.waiting).toBe(0);
    await prerender.stop();
  });

  it('looks at the pace once a poll however many steps wait (pages rendered on demand wait too)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      let visitors = 1;
      const loopDelay = vi.fn(() => 0);
      const prerender = new Prerenderer({
        list: async () => [],
        stored: () => false,
        render: async () => undefined,
        busy: () => visitors,
        loopDelay,
        log: { info: () => undefined, warn: () => undefined },
        idlePollMs: 20,
      });
      const steps = Array.from({ length: 100 }, () => prerender.idle());
      // Each looked once as it came.
      expect(loopDelay).toHaveBeenCalledTimes(100);
      await vi.advanceTimersByTimeAsync(200);
      // Ten polls, one look each (each step looking on its own made 1,000).
      expect(loopDelay).toHaveBeenCalledTimes(110);
      visitors = 0;
      await vi.advanceTimersByTimeAsync(QUIET_MS + 40);
      await Promise.all(steps);
      await prerender.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
