// The background renderer yields to visitors: it neither lists the pages (a few hundred ms of the
// database at 100,000 products) nor renders one while a visitor's request is in flight.
import { describe, expect, it, vi } from 'vitest';
import {
  LOOP_DELAY_MS,
  mayRun,
  Prerenderer,
  QUIET_MS,
  STARVED_MS,
  turnDue,
  type PrerenderOptions,
} from './prerender.ts';

function renderer(
  busy: () => number,
  loopDelay?: () => number,
  renderWith?: (path: string, prerender: Prerenderer) => Promise<void>,
  more: Partial<PrerenderOptions> = {},
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
    ...more,
  });
  return { prerender, list, render, busyCalls, stored };
}

describe("the background renderer's pace", () => {
  const calm = { inFlight: 0, quietMs: QUIET_MS, loopDelayMs: 0, waitedMs: 0 };
  it('goes on only with no visitor in flight, none seen lately and the event loop on time', () => {
    expect(mayRun(calm)).toBe(true);
    expect(mayRun({ ...calm, quietMs: Infinity, loopDelayMs: LOOP_DELAY_MS })).toBe(true);
    expect(mayRun({ ...calm, inFlight: 1 })).toBe(false);
    expect(mayRun({ ...calm, quietMs: QUIET_MS - 1 })).toBe(false);
    expect(mayRun({ ...calm, loopDelayMs: LOOP_DELAY_MS + 1 })).toBe(false);
  });

  it('takes its turn anyway once it has waited STARVED_MS', () => {
    const busy = { ...calm, inFlight: 3, quietMs: 0, loopDelayMs: LOOP_DELAY_MS * 3 };
    expect(turnDue({ ...busy, waitedMs: STARVED_MS - 1 })).toBe(false);
    expect(turnDue({ ...busy, waitedMs: STARVED_MS })).toBe(true);
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

  it('sees a visitor who came and went between two looks', async () => {
    let quiet = QUIET_MS / 4;
    const looked = vi.fn(() => quiet);
    const { prerender, list, render, stored } = renderer(() => 0, undefined, undefined, {
      quietFor: looked,
    });
    prerender.useOrigin('http://katalog.test');
    // No visitor in flight at any look, but one left QUIET_MS / 4 ago each time.
    await vi.waitFor(() => expect(looked.mock.calls.length).toBeGreaterThan(5));
    expect(list).not.toHaveBeenCalled();
    expect(render).not.toHaveBeenCalled();
    quiet = QUIET_MS;
    await vi.waitFor(() => expect(stored.size).toBe(3));
    await prerender.stop();
  });

  it('lets the steps waiting go one at a time: a visitor who comes after the first holds the rest', async () => {
    let visitors = 0;
    const busyCalls = vi.fn(() => visitors);
    const prerender = new Prerenderer({
      list: async () => [],
      stored: () => false,
      render: async () => undefined,
      busy: busyCalls,
      quietFor: () => (visitors > 0 ? 0 : QUIET_MS),
      log: { info: () => undefined, warn: () => undefined },
      idlePollMs: 1,
    });
    const passed: number[] = [];
    // Five reads of one page wait together; the first to go brings a visitor.
    const steps = [0, 1, 2, 3, 4].map((n) =>
      prerender.idle().then(() => {
        passed.push(n);
        if (n === 0) visitors = 1;
      }),
    );
    await vi.waitFor(() => expect(passed).toEqual([0]));
    const looks = busyCalls.mock.calls.length;
    await vi.waitFor(() => expect(busyCalls.mock.calls.length).toBeGreaterThan(looks + 5));
    expect(passed).toEqual([0]);
    // The visitor leaves: the others go, in the order they asked.
    visitors = 0;
    passed.length = 0;
    await Promise.all(steps);
    expect(passed).toEqual([1, 2, 3, 4]);
    await prerender.stop();
  });

  it('stores every page although visitors never leave: a page whole each time it has waited its turn', async () => {
    const steps: string[] = [];
    // Every page reads twice, each read waiting for the pace, as the worker's reads do.
    const { prerender, stored, list } = renderer(
      () => 1,
      () => LOOP_DELAY_MS * 3,
      async (path, self) => {
        await self.idle();
        steps.push(`read 1 ${path}`);
        await self.idle();
        steps.push(`read 2 ${path}`);
      },
      { starvedMs: 20 },
    );
    prerender.useOrigin('http://katalog.test');
    await vi.waitFor(() => expect(stored.size).toBe(3));
    expect(list).toHaveBeenCalledTimes(1);
    // One page at a time, each whole once its turn came.
    expect(steps).toEqual(
      ['/', '/news', '/detail-product/1'].flatMap((path) => [`read 1 ${path}`, `read 2 ${path}`]),
    );
    await prerender.stop();
  });
});
