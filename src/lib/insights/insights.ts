// Issue 26's rules, shared by the server, the mocks and the staff screens: which fields an event
// kind needs, how a search query is kept (normalised, never when it looks personal), and the span
// of days a staff figure covers (Asia/Jakarta calendar days).
import { MESSAGES } from '../forms/messages.ts';

export const EVENT_KINDS = [
  'view',
  'marketplace',
  'chat',
  'quote_add',
  'search',
  'result_click',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The event kinds counted per product (the other two are counted per query). */
export const PRODUCT_EVENT_KINDS = ['view', 'marketplace', 'chat', 'quote_add'] as const;
export type ProductEventKind = (typeof PRODUCT_EVENT_KINDS)[number];

/** A stored query is cut to this many characters. */
export const MAX_QUERY_LENGTH = 100;
/** The longest span a staff figure covers (two years and a day: the whole retention). */
export const MAX_RANGE_DAYS = 731;
/** The span when none is asked: the 30 days up to today. */
export const DEFAULT_RANGE_DAYS = 30;
/** Daily counts older than this many days are deleted (issue 26: kept 2 years). */
export const RETENTION_DAYS = 730;

/** The fields an event of each kind must carry. */
const NEEDS: Record<EventKind, readonly string[]> = {
  view: ['productId'],
  marketplace: ['productId', 'marketplace'],
  chat: ['productId'],
  quote_add: ['productId'],
  search: ['query', 'resultCount'],
  result_click: ['productId', 'query', 'position'],
};

/** One visitor event as `POST event` takes it. */
export interface VisitorEvent {
  kind: EventKind;
  productId?: number;
  marketplace?: number;
  query?: string;
  resultCount?: number;
  position?: number;
}

/** Field messages for what the event's kind needs and it lacks (after the contract's checks). */
export function eventFieldErrors(event: VisitorEvent): Record<string, string> {
  const errors: Record<string, string> = {};
  const record = event as unknown as Record<string, unknown>;
  for (const field of NEEDS[event.kind] ?? []) {
    const value = record[field];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
      errors[field] = `${field} tidak boleh kosong`;
  }
  return errors;
}

// An '@' between text and a domain with a dot: how an address reads, whatever is around it.
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/;
// Digits with at most two spaces, dots, dashes or brackets between them: a phone number starts
// with '+', '0' or '62' and has 8 digits or more (0812 3456 7890, +62 21-555-0000, (021) 555-0000);
// any 10 digits read as one. Part numbers (4V210-08, SC 63x100) have letters or fewer digits.
const DIGIT_RUN = /\+?\d(?:[\s().-]{0,2}\d)*/g;

function looksLikePhone(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '');
    if (digits.length >= 10) return true;
    if (digits.length >= 8 && (run.startsWith('+') || /^(?:0|62)/.test(digits))) return true;
  }
  return false;
}

/** True when a query looks like an e-mail address or a phone number (never stored). */
export function looksPersonal(query: string): boolean {
  return EMAIL_LIKE.test(query) || looksLikePhone(query);
}

/**
 * A query as it is stored: lower case, spaces collapsed, trimmed, at most 100 characters; null
 * when nothing is left or it looks like an e-mail address or a phone number.
 */
export function normaliseQuery(raw: string): string | null {
  const text = raw
    // eslint-disable-next-line no-control-regex -- control characters are never part of a query
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (!text || looksPersonal(text)) return null;
  return Array.from(text).slice(0, MAX_QUERY_LENGTH).join('').trimEnd();
}

/** A calendar day (YYYY-MM-DD) in Asia/Jakarta (UTC+7, no daylight saving). */
export function jakartaDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The span of a staff figure: `from` and `to` as asked (ISO dates), or the default 30 days. */
export function analyticsRange(
  query: { from?: string; to?: string },
  now: Date,
): { from: string; to: string } | { errors: Record<string, string> } {
  const to = query.to ?? jakartaDay(now);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) return { errors: { from: MESSAGES.rangeReversed } };
  if (addDays(from, MAX_RANGE_DAYS - 1) < to) return { errors: { from: MESSAGES.rangeTooLong } };
  return { from, to };
}

/** The figures counted per product and their staff labels: the screens' tables, charts and exports. */
export const INSIGHT_METRICS = {
  views: 'Dilihat',
  marketplaceClicks: 'Klik Marketplace',
  chatClicks: 'Klik Chat',
  quoteAdds: 'Tambah ke Penawaran',
  leads: 'Prospek',
} as const;
export type InsightMetric = keyof typeof INSIGHT_METRICS;

/** The counts a product's figures show, in their order (leads is the sum of the last three). */
export const PRODUCT_COUNTS = ['views', 'marketplaceClicks', 'chatClicks', 'quoteAdds'] as const;

/** The spans the staff screens offer: '7 hari', '30 hari', '90 hari'. */
export const RANGE_CHOICES = [
  { label: '7 hari', days: 7 },
  { label: '30 hari', days: 30 },
  { label: '90 hari', days: 90 },
] as const;

/** The `from`/`to` of the last `days` days up to today (Asia/Jakarta). */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  const to = jakartaDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The tables `admin/analytics/export` writes, with their file names and sheet names. */
export const INSIGHT_TABLES = {
  products: { baseName: 'produk-diminati', sheetName: 'Produk paling diminati' },
  zero: { baseName: 'pencarian-tanpa-hasil', sheetName: 'Pencarian tanpa hasil' },
  top: { baseName: 'pencarian-teratas', sheetName: 'Pencarian teratas' },
  /** Issue 35: the funnel (src/lib/quote/funnel.ts). */
  funnel: { baseName: 'corong-penjualan', sheetName: 'Corong Penjualan' },
} as const;
export type InsightTable = keyof typeof INSIGHT_TABLES;

/** Rows an export writes at most. */
export const INSIGHT_EXPORT_ROWS = 1000;

/** Text of a click-through rate (0.553 → '55,3 %'). */
export function percentText(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toLocaleString('id-ID')} %`;
}
