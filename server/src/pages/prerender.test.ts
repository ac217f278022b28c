// The background renderer yields to visitors: it neither lists the pages (a few hundred ms of the
// database at 100,000 products) nor renders one while a visitor's request is in flight.
import { describe, expect, it, vi } from 'vitest';
import { Prerenderer } from './prerender.ts';

function renderer(busy: () => number) {
  const stored = new Set<string>();
  const list = vi.fn(async () => ['/', '/news', '/detail-product/1']);
  const render = vi.fn(async (path: string) => void stored.add(path));
  const busyCalls = vi.fn(busy);
  const prerender = new Prerenderer({
    list,
    stored: (path) => stored.has(path),
    render,
    busy: busyCalls,
    log: { info: () => undefined, warn: () => undefined },
    idlePollMs: 1,
  });
  return { prerender, list, render, busyCalls, stored };
}

describe('Prerenderer', () => {
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
});
