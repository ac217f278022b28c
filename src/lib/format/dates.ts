// Dates for public pages (DECISIONS: Indonesian long dates) and date-picker values (SPEC 9).

/** Date-picker default value format (SPEC 9). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Datetime-picker default value format (SPEC 9). */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The patterns formatDate understands. */
export type DatePattern = typeof DATE_FORMAT | typeof DATETIME_FORMAT;

/** Anything a date can arrive as: an ISO string from the API, a Date or a timestamp. */
export type DateInput = string | number | Date | null | undefined;

/** What an unreadable or missing date shows (SPEC 9 "Empty values show a dash"). */
const INVALID_DATE_TEXT = '-';

/**
 * A value made on first use. The Intl formatters below wait until a date is shown: a browser's
 * first Intl object loads locale data (tens of ms in one task), which pages without a date skip.
 */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

// The company is in Indonesia: a fixed zone keeps the page the same on every machine.
const longDateJakarta = onFirstUse(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    }),
);

// A calendar date ('2026-11-21') has no time of day: format it as written, in UTC.
const longDateCalendar = onFirstUse(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type CalendarDate = { year: number; month: number; day: number };

/** Reads 'YYYY-MM-DD' strictly; Date would silently turn '2026-02-30' into 2 March. */
function parseCalendarDate(text: string): CalendarDate | null | undefined {
  const match = DATE_ONLY.exec(text);
  if (!match) return undefined; // not a date-only string at all
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written instead of reading 19xx.
  probe.setUTCFullYear(year, month - 1, day);
  const valid = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

/** A valid Date for an instant (Date, timestamp, ISO datetime string), else null. */
function toInstant(input: Exclude<DateInput, null | undefined>): Date | null {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An Indonesian long date such as '21 November 2026' (Asia/Jakarta); invalid or empty → '-'. */
export function formatDateId(input: DateInput): string {
  if (input === null || input === undefined || input === '') return INVALID_DATE_TEXT;
  if (typeof input === 'string') {
    const calendar = parseCalendarDate(input.trim());
    if (calendar === null) return INVALID_DATE_TEXT;
    if (calendar) {
      const utc = new Date(0);
      utc.setUTCFullYear(calendar.year, calendar.month - 1, calendar.day);
      return longDateCalendar().format(utc);
    }
  }
  const date = toInstant(typeof input === 'string' ? input.trim() : input);
  return date ? longDateJakarta().format(date) : INVALID_DATE_TEXT;
}

/** Reads a two-digit year: above 68 is 19xx, 68 and below is 20xx (SPEC 9). */
export function parseTwoDigitYear(yy: number): number {
  // A caller passing 1999 or 7.5 has a bug; failing loudly beats a wrong century.
  if (!Number.isInteger(yy) || yy < 0 || yy > 99) {
    throw new RangeError(`parseTwoDigitYear expects an integer 0–99, got ${yy}`);
  }
  return yy > 68 ? 1900 + yy : 2000 + yy;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * A date-picker value in the user's local time: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'; invalid → '-'.
 * Local time because a picker shows the wall clock of the person using it; a date-only string
 * is read as that local calendar day, not as UTC midnight, so it never shifts by a day.
 */
export function formatDate(input: DateInput, pattern: DatePattern = DATE_FORMAT): string {
  if (input === null || input === undefined || input === '') return INVALID_DATE_TEXT;
  let date: Date | null;
  const calendar = typeof input === 'string' ? parseCalendarDate(input.trim()) : undefined;
  if (calendar === null) return INVALID_DATE_TEXT;
  if (calendar) {
    date = new Date(2000, 0, 1);
    date.setFullYear(calendar.year, calendar.month - 1, calendar.day);
  } else {
    date = toInstant(typeof input === 'string' ? input.trim() : input);
  }
  if (!date) return INVALID_DATE_TEXT;
  const fields: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1, 2),
    DD: pad(date.getDate(), 2),
    HH: pad(date.getHours(), 2),
    mm: pad(date.getMinutes(), 2),
    ss: pad(date.getSeconds(), 2),
  };
  // One pass over the pattern, so a replaced value is never read as a token again.
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => fields[token] ?? token);
}

const jakartaParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** An instant as 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta (WIB), whoever looks at it; invalid → '-'. */
export function formatJakartaDateTime(input: DateInput): string {
  if (input === null || input === undefined || input === '') return INVALID_DATE_TEXT;
  const date = toInstant(typeof input === 'string' ? input.trim() : input);
  if (!date) return INVALID_DATE_TEXT;
  const part = Object.fromEntries(
    jakartaParts()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
