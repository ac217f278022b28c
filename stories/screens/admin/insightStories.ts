// Shared pieces of the issue-26 stories (dashboard insights and a product's 'Statistik'): a
// recorder of the `from`/`to` each figures call asks, and the fixtures' sums for one day.
import { http, type RequestHandler } from 'msw';
import { addDays } from '../../../src/lib/insights/insights.ts';
import { db } from '../../../mocks/db.ts';
import { INSIGHTS_TODAY } from '../../../mocks/fixtures/insights.ts';
import { apiPath } from '../../../mocks/respond.ts';
import { withDefaults } from '../../../mocks/scenarios.ts';

/** One figures call as the screen made it. */
export interface RangeCall {
  /** `products`, `searches?kind=zero`, `searches?kind=top` or `product/{id}`. */
  call: string;
  from: string | null;
  to: string | null;
}

/**
 * Handlers that note every `admin/analytics/*` read and fall through to the mock API, and the
 * calls noted. `reset` (a story's `beforeEach`) starts a story with none.
 */
export function rangeRecorder(): {
  calls: RangeCall[];
  handlers: Record<string, RequestHandler[]>;
  reset: () => void;
} {
  const calls: RangeCall[] = [];
  const note = http.get(apiPath('/admin/analytics/*')[0]!, ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/admin\/analytics\//, '');
    const kind = url.searchParams.get('kind');
    calls.push({
      call: kind ? `${path}?kind=${kind}` : path,
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
    });
    // Nothing answered: the mock API's handler answers.
    return undefined;
  });
  return {
    calls,
    handlers: withDefaults('insights', [note]),
    reset: () => {
      calls.length = 0;
    },
  };
}

/** The span of the last `days` days up to the fixtures' today, as the screen asks it. */
export const spanOf = (days: number) => ({
  from: addDays(INSIGHTS_TODAY, -(days - 1)),
  to: INSIGHTS_TODAY,
});

/** What the mock database holds for one product on one day (views, chat, marketplace, quote adds). */
export function productDay(productId: number, day: string) {
  const sum = (kind: string) =>
    db.productDays
      .filter((row) => row.productId === productId && row.day === day && row.kind === kind)
      .reduce((total, row) => total + row.count, 0);
  return {
    views: sum('view'),
    marketplaceClicks: sum('marketplace'),
    chatClicks: sum('chat'),
    quoteAdds: sum('quote_add'),
  };
}

/** A loader that leaves the database with `day` alone (a site with a single day of visits and searches). */
export function keepOnlyDay(day: string) {
  return async () => {
    db.productDays = db.productDays.filter((row) => row.day === day);
    db.searchDays = db.searchDays.filter((row) => row.day === day);
    return {};
  };
}
