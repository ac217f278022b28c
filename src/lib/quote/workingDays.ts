// Issue 35's 'Perlu Tindak Lanjut': time counted in working days, Monday to Friday in WIB
// (Asia/Jakarta, UTC+7, no daylight saving). Weekend hours do not count; public holidays are not
// known here and count as working days. The server and the mocks both decide with these rules.
import { QUOTE_STATUSES, type QuoteStatus } from './constants.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WIB_OFFSET = 7 * HOUR;

/**
 * Working time from a fixed Monday 00:00 WIB to `at`, in milliseconds. Day 0 of the epoch
 * (1970-01-01) was a Thursday, so 1969-12-29, three days earlier, is the Monday counted from.
 */
function workingMsSinceMonday(at: Date): number {
  const local = at.getTime() + WIB_OFFSET;
  const days = Math.floor(local / DAY) + 3;
  const weeks = Math.floor(days / 7);
  const weekday = days - weeks * 7; // 0 Monday ... 6 Sunday
  const intoDay = local - Math.floor(local / DAY) * DAY;
  return weeks * 5 * DAY + Math.min(weekday, 5) * DAY + (weekday < 5 ? intoDay : 0);
}

/** Working time between two instants in milliseconds (0 when `to` is not after `from`). */
export function workingMsBetween(from: Date, to: Date): number {
  return Math.max(0, workingMsSinceMonday(to) - workingMsSinceMonday(from));
}

/** Whole working days from `from` to `to`: a request of Friday 16:00 WIB is one day old on Monday 16:00. */
export function workingDaysBetween(from: Date, to: Date): number {
  return Math.floor(workingMsBetween(from, to) / DAY);
}

/** The instant a letter valid until `validUntil` (its last day, WIB) stops being valid. */
export const validityEnd = (validUntil: string): Date =>
  new Date(new Date(`${validUntil}T00:00:00Z`).getTime() + DAY - WIB_OFFSET);

/** Thresholds of the three groups (issue 35). */
export const FOLLOW_UP_RULES = {
  /** A request with no quotation for this many working days waits for an answer. */
  unansweredDays: 1,
  /** A quotation sent this many working days ago with no answer from the buyer. */
  noReplyDays: 3,
  /** A quotation whose validity ends within this many working days. */
  expiringDays: 2,
  /** Rows a group lists at most (its total says how many wait). */
  maxRows: 20,
} as const;

/** The statuses a request waits for its first quotation in ('Baru', 'Diproses'). */
export const UNANSWERED_STATUSES: readonly QuoteStatus[] = QUOTE_STATUSES.filter(
  (status) => status === 'new' || status === 'processing',
);

/** What the follow-up rules read of one request. */
export interface FollowUpCandidate {
  id: number;
  reference: string;
  status: QuoteStatus;
  company: string | null;
  name: string | null;
  createdAt: Date;
  /** The newest revision sent (null: none). */
  lastSentAt: Date | null;
  /** 'Berlaku sampai' of the newest revision sent (null: none sent). */
  validUntil: string | null;
  /** When the buyer answered the newest revision sent (null: not yet); a 'Revisi' waits from it. */
  answeredAt: Date | null;
}

/** One row of the list: the request and how long it has waited (working days). */
export interface FollowUpItem {
  id: number;
  reference: string;
  status: QuoteStatus;
  company: string | null;
  name: string | null;
  /** When the wait began: the request or the buyer's revision request (unanswered), or the newest quotation sent. */
  since: string;
  workingDays: number;
  validUntil: string | null;
}

export interface FollowUpList {
  unanswered: FollowUpItem[];
  noReply: FollowUpItem[];
  expiring: FollowUpItem[];
}

/** How many requests each group holds (its rows stop at FOLLOW_UP_RULES.maxRows). */
export type FollowUpTotals = Record<keyof FollowUpList, number>;

function itemOf(candidate: FollowUpCandidate, since: Date, now: Date): FollowUpItem {
  return {
    id: candidate.id,
    reference: candidate.reference,
    status: candidate.status,
    company: candidate.company,
    name: candidate.name,
    since: since.toISOString(),
    workingDays: workingDaysBetween(since, now),
    validUntil: candidate.validUntil,
  };
}

const longestFirst = (a: FollowUpItem, b: FollowUpItem) =>
  b.workingDays - a.workingDays || a.since.localeCompare(b.since) || a.id - b.id;

/**
 * 'Perlu Tindak Lanjut': requests with no quotation after one working day ('Baru', 'Diproses'),
 * and revisions the buyer asked ('Revisi') with no new quotation after one working day; quotations sent ('Dikirim') with no answer after three, and quotations ('Dikirim') whose
 * validity ends within two working days. The longest wait first; expiring, the soonest end first.
 */
export function followUpList(
  candidates: readonly FollowUpCandidate[],
  now: Date,
): { data: FollowUpList; meta: FollowUpTotals } {
  const rules = FOLLOW_UP_RULES;
  const list: FollowUpList = { unanswered: [], noReply: [], expiring: [] };
  for (const candidate of candidates) {
    if (UNANSWERED_STATUSES.includes(candidate.status) && candidate.lastSentAt === null) {
      const item = itemOf(candidate, candidate.createdAt, now);
      if (item.workingDays >= rules.unansweredDays) list.unanswered.push(item);
      continue;
    }
    // The buyer asked a revision: the clerk owes a new quotation, as for a new request.
    if (candidate.status === 'revision' && candidate.answeredAt !== null) {
      const item = itemOf(candidate, candidate.answeredAt, now);
      if (item.workingDays >= rules.unansweredDays) list.unanswered.push(item);
      continue;
    }
    if (candidate.status !== 'sent' || candidate.lastSentAt === null) continue;
    const item = itemOf(candidate, candidate.lastSentAt, now);
    if (item.workingDays >= rules.noReplyDays) list.noReply.push(item);
    if (candidate.validUntil === null) continue;
    const end = validityEnd(candidate.validUntil);
    if (end > now && workingMsBetween(now, end) <= rules.expiringDays * DAY)
      list.expiring.push(item);
  }
  list.unanswered.sort(longestFirst);
  list.noReply.sort(longestFirst);
  list.expiring.sort(
    (a, b) => (a.validUntil ?? '').localeCompare(b.validUntil ?? '') || a.id - b.id,
  );
  return {
    data: {
      unanswered: list.unanswered.slice(0, rules.maxRows),
      noReply: list.noReply.slice(0, rules.maxRows),
      expiring: list.expiring.slice(0, rules.maxRows),
    },
    meta: {
      unanswered: list.unanswered.length,
      noReply: list.noReply.length,
      expiring: list.expiring.length,
    },
  };
}
