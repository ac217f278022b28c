import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT_URL,
  reportChatClick,
  reportProductView,
  reportResultClick,
  reportSearch,
  setEventSender,
} from './events.ts';
import type { VisitorEvent } from '../lib/insights/insights.ts';

describe('insights reporter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands each event to the sender in the shape POST event takes', () => {
    const sent: VisitorEvent[] = [];
    const restore = setEventSender((event) => sent.push(event));
    reportProductView(4);
    reportChatClick(4);
    reportSearch('Silinder', 0);
    reportResultClick('silinder', 9, 13);
    restore();
    expect(sent).toEqual([
      { kind: 'view', productId: 4 },
      { kind: 'chat', productId: 4 },
      { kind: 'search', query: 'Silinder', resultCount: 0 },
      { kind: 'result_click', query: 'silinder', productId: 9, position: 13 },
    ]);
  });

  it('sends with fetch keepalive, JSON and no cookies', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('window', {});
    vi.stubGlobal('fetch', fetch);
    reportProductView(7);
    expect(fetch).toHaveBeenCalledWith(EVENT_URL, {
      method: 'POST',
      body: '{"kind":"view","productId":7}',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('falls back to sendBeacon without fetch, and never throws', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('window', {});
    vi.stubGlobal('fetch', undefined);
    vi.stubGlobal('navigator', { sendBeacon });
    reportChatClick(3);
    expect(sendBeacon).toHaveBeenCalledWith(EVENT_URL, expect.any(Blob));
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new Error('blocked');
      },
    });
    expect(() => reportChatClick(3)).not.toThrow();
  });
});
