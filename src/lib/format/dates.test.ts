import { describe, expect, it } from 'vitest';
import {
  DATETIME_FORMAT,
  DATE_FORMAT,
  formatDate,
  formatJakartaDateTime,
  formatDateId,
  parseTwoDigitYear,
} from './dates.ts';

describe('formatDateId', () => {
  it('writes an Indonesian long date', () => {
    expect(formatDateId('2026-11-21T03:00:00Z')).toBe('21 November 2026');
    expect(formatDateId(new Date('2026-01-05T03:00:00Z'))).toBe('5 Januari 2026');
  });

  it('uses Indonesian month names', () => {
    const months = [
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ];
    months.forEach((name, index) => {
      const iso = `2026-${String(index + 1).padStart(2, '0')}-15T05:00:00Z`;
      expect(formatDateId(iso)).toBe(`15 ${name} 2026`);
    });
  });

  it('shows instants in Asia/Jakarta (UTC+7), whatever the machine zone', () => {
    // 18:00 UTC on 20 November is 01:00 on 21 November in Jakarta.
    expect(formatDateId('2026-11-20T18:00:00Z')).toBe('21 November 2026');
    expect(formatDateId('2026-11-20T16:59:59Z')).toBe('20 November 2026');
    expect(formatDateId('2026-11-20T17:00:00Z')).toBe('21 November 2026');
    // An explicit offset is honoured.
    expect(formatDateId('2026-11-21T00:30:00+07:00')).toBe('21 November 2026');
    // New year crosses in Jakarta before it does in UTC.
    expect(formatDateId('2025-12-31T17:00:00Z')).toBe('1 Januari 2026');
  });

  it('accepts a timestamp', () => {
    expect(formatDateId(Date.UTC(2026, 10, 21, 3))).toBe('21 November 2026');
    expect(formatDateId(0)).toBe('1 Januari 1970');
  });

  it('shows a date-only string as the calendar day written', () => {
    expect(formatDateId('2026-11-21')).toBe('21 November 2026');
    expect(formatDateId(' 2024-02-29 ')).toBe('29 Februari 2024');
    expect(formatDateId('0099-12-31')).toBe('31 Desember 99');
  });

  it('shows "-" for impossible calendar dates instead of rolling them over', () => {
    expect(formatDateId('2026-02-30')).toBe('-');
    expect(formatDateId('2025-02-29')).toBe('-');
    expect(formatDateId('2026-13-01')).toBe('-');
    expect(formatDateId('2026-00-10')).toBe('-');
  });

  it('shows "-" for empty or unreadable input', () => {
    expect(formatDateId('')).toBe('-');
    expect(formatDateId('   ')).toBe('-');
    expect(formatDateId('kemarin')).toBe('-');
    expect(formatDateId(new Date(Number.NaN))).toBe('-');
    expect(formatDateId(Number.NaN)).toBe('-');
    expect(formatDateId(null)).toBe('-');
    expect(formatDateId(undefined)).toBe('-');
  });

  it('does not change the Date it was given', () => {
    const date = new Date('2026-11-21T03:00:00Z');
    formatDateId(date);
    expect(date.toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });
});

describe('parseTwoDigitYear', () => {
  it('reads years above 68 as 19xx', () => {
    expect(parseTwoDigitYear(69)).toBe(1969);
    expect(parseTwoDigitYear(99)).toBe(1999);
  });

  it('reads 68 and below as 20xx', () => {
    expect(parseTwoDigitYear(68)).toBe(2068);
    expect(parseTwoDigitYear(26)).toBe(2026);
    expect(parseTwoDigitYear(0)).toBe(2000);
    expect(parseTwoDigitYear(1)).toBe(2001);
  });

  it('rejects values that are not two-digit years', () => {
    expect(() => parseTwoDigitYear(100)).toThrow(RangeError);
    expect(() => parseTwoDigitYear(-1)).toThrow(RangeError);
    expect(() => parseTwoDigitYear(7.5)).toThrow(RangeError);
    expect(() => parseTwoDigitYear(Number.NaN)).toThrow(RangeError);
    expect(() => parseTwoDigitYear(1999)).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('exports the SPEC 9 picker formats', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATETIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });

  it('formats a local date as YYYY-MM-DD by default, zero-padded', () => {
    expect(formatDate(new Date(2026, 10, 21, 8, 5, 9))).toBe('2026-11-21');
    expect(formatDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(formatDate(new Date(2026, 0, 5), DATE_FORMAT)).toBe('2026-01-05');
  });

  it('formats a local datetime as YYYY-MM-DD HH:mm:ss, zero-padded, 24-hour', () => {
    expect(formatDate(new Date(2026, 10, 21, 8, 5, 9), DATETIME_FORMAT)).toBe(
      '2026-11-21 08:05:09',
    );
    expect(formatDate(new Date(2026, 10, 21, 23, 59, 59), DATETIME_FORMAT)).toBe(
      '2026-11-21 23:59:59',
    );
    expect(formatDate(new Date(2026, 10, 21, 0, 0, 0), DATETIME_FORMAT)).toBe(
      '2026-11-21 00:00:00',
    );
  });

  it('reads a date-only string as that local day, never shifted by the zone', () => {
    expect(formatDate('2026-11-21')).toBe('2026-11-21');
    expect(formatDate('2026-11-21', DATETIME_FORMAT)).toBe('2026-11-21 00:00:00');
    expect(formatDate('2024-02-29')).toBe('2024-02-29');
  });

  it('pads years below 1000 to four digits', () => {
    expect(formatDate('0099-03-04')).toBe('0099-03-04');
    expect(formatDate('0000-02-29')).toBe('0000-02-29'); // year 0 is a leap year
  });

  it('formats timestamps and ISO datetimes in local time', () => {
    const local = new Date(2026, 10, 21, 13, 14, 15);
    expect(formatDate(local.getTime(), DATETIME_FORMAT)).toBe('2026-11-21 13:14:15');
    expect(formatDate(local.toISOString(), DATETIME_FORMAT)).toBe('2026-11-21 13:14:15');
  });

  it('shows "-" for invalid or empty input', () => {
    expect(formatDate('2026-02-30')).toBe('-');
    expect(formatDate('2026-13-01', DATETIME_FORMAT)).toBe('-');
    expect(formatDate('bukan tanggal')).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate(new Date('invalid'))).toBe('-');
    expect(formatDate(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('does not change the Date it was given', () => {
    const date = new Date(2026, 10, 21, 8, 5, 9);
    const before = date.getTime();
    formatDate(date, DATETIME_FORMAT);
    expect(date.getTime()).toBe(before);
  });
});

describe('formatJakartaDateTime', () => {
  it('shows an instant on the Jakarta wall clock (UTC+7)', () => {
    expect(formatJakartaDateTime('2026-01-05T20:30:05.000Z')).toBe('2026-01-06 03:30:05');
    expect(formatJakartaDateTime('bukan tanggal')).toBe('-');
    expect(formatJakartaDateTime(null)).toBe('-');
  });
});
