// Issue 35 in the mock API: 'Perlu Tindak Lanjut' and the funnel, read from the mock quotes and
// the daily view counts with the server's rules (src/lib/quote/workingDays.ts, funnel.ts).
import {
  funnelOrder,
  jakartaMonth,
  median,
  roundHours,
  type FunnelRow,
} from '../src/lib/quote/funnel.ts';
import { followUpList, type FollowUpCandidate } from '../src/lib/quote/workingDays.ts';
import { db } from './db.ts';
import type { QuoteRow } from './rows.ts';

const HOUR = 3_600_000;

/** The newest revision sent of a quote (undefined: none). */
const newestRevision = (quote: QuoteRow) =>
  [...(quote.revisions ?? [])].sort((a, b) => b.revision - a.revision)[0];

/** The follow-up list at the mock clock (`db.clock`, or now). */
export function mockFollowUp() {
  const now = db.clock ? new Date(db.clock) : new Date();
  const candidates = db.quotes.map((quote): FollowUpCandidate => {
    const newest = newestRevision(quote);
    return {
      id: quote.id,
      reference: quote.reference,
      status: quote.status,
      company: quote.company,
      name: quote.name,
      createdAt: new Date(quote.createdAt),
      lastSentAt: newest ? new Date(newest.sentAt) : null,
      validUntil: newest ? (newest.snapshot?.validUntil ?? quote.terms?.validUntil ?? null) : null,
      answeredAt: newest?.answeredAt ? new Date(newest.answeredAt) : null,
    };
  });
  return followUpList(candidates, now);
}

/** The funnel between two days (Asia/Jakarta), every row; the caller cuts it. */
export function mockFunnel(range: { from: string; to: string }): FunnelRow[] {
  const rows = new Map<string, FunnelRow & { hours: number[] }>();
  const rowOf = (month: string, productId: number) => {
    const key = `${month}:${productId}`;
    let row = rows.get(key);
    const product = db.products.find((entry) => entry.id === productId);
    if (!product) return undefined;
    if (!row) {
      row = {
        month,
        productId,
        productName: product.name,
        views: 0,
        requests: 0,
        quotationsSent: 0,
        accepted: 0,
        medianHoursToQuotation: null,
        hours: [],
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const day of db.productDays) {
    if (day.kind !== 'view' || day.productId <= 0 || day.day < range.from || day.day > range.to)
      continue;
    const row = rowOf(day.day.slice(0, 7), day.productId);
    if (row) row.views += day.count;
  }
  for (const quote of db.quotes) {
    const created = new Date(quote.createdAt);
    const day = new Date(created.getTime() + 7 * HOUR).toISOString().slice(0, 10);
    if (day < range.from || day > range.to) continue;
    const sentTimes = (quote.revisions ?? []).map((revision) => Date.parse(revision.sentAt));
    const hours = sentTimes.length > 0 ? (Math.min(...sentTimes) - created.getTime()) / HOUR : null;
    const productIds = new Set(quote.items.flatMap((item) => item.productId ?? []));
    for (const productId of productIds) {
      const row = rowOf(jakartaMonth(created), productId);
      if (!row) continue;
      row.requests += 1;
      if (hours !== null) {
        row.quotationsSent += 1;
        row.hours.push(hours);
      }
      if (quote.acceptance) row.accepted += 1;
    }
  }
  return [...rows.values()]
    .map(({ hours, ...row }) => {
      const middle = median(hours);
      return { ...row, medianHoursToQuotation: middle === null ? null : roundHours(middle) };
    })
    .sort(funnelOrder);
}
