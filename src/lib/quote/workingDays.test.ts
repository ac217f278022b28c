import { describe, expect, it } from 'vitest';
import {
  followUpList,
  validityEnd,
  workingDaysBetween,
  workingMsBetween,
  type FollowUpCandidate,
} from './workingDays.ts';

/** An instant given in WIB (UTC+7): '2026-11-27T16:00' is Friday 16:00 in Jakarta. */
const wib = (local: string) => new Date(`${local}:00+07:00`);
const HOUR = 3_600_000;

describe('workingDaysBetween', () => {
  it('counts whole days within a week', () => {
    expect(workingDaysBetween(wib('2026-11-23T09:00'), wib('2026-11-23T17:00'))).toBe(0);
    expect(workingDaysBetween(wib('2026-11-23T09:00'), wib('2026-11-24T09:00'))).toBe(1);
    expect(workingDaysBetween(wib('2026-11-23T09:00'), wib('2026-11-26T08:59'))).toBe(2);
  });

  it('skips the weekend: Friday 16:00 is one working day old on Monday 16:00, not before', () => {
    const friday = wib('2026-11-27T16:00');
    expect(workingDaysBetween(friday, wib('2026-11-30T15:59'))).toBe(0);
    expect(workingDaysBetween(friday, wib('2026-11-30T16:00'))).toBe(1);
    expect(workingDaysBetween(friday, wib('2026-12-02T16:00'))).toBe(3);
    // Saturday and Sunday add nothing.
    expect(workingMsBetween(wib('2026-11-28T00:00'), wib('2026-11-30T00:00'))).toBe(0);
  });

  it('starts a weekend request on Monday 00:00 WIB', () => {
    const saturday = wib('2026-11-28T10:00');
    expect(workingDaysBetween(saturday, wib('2026-11-30T23:59'))).toBe(0);
    expect(workingDaysBetween(saturday, wib('2026-12-01T00:00'))).toBe(1);
  });

  it('cuts days at WIB midnight, not UTC midnight', () => {
    // Saturday 00:00 WIB is Friday 17:00 UTC: the hours after it are weekend in Jakarta.
    const fridayLate = wib('2026-11-27T23:00');
    expect(workingMsBetween(fridayLate, new Date('2026-11-27T20:00:00Z'))).toBe(HOUR);
    // Monday 00:30 WIB is Sunday 17:30 UTC, already working time.
    expect(
      workingMsBetween(new Date('2026-11-29T17:00:00Z'), new Date('2026-11-29T17:30:00Z')),
    ).toBe(HOUR / 2);
  });

  it('counts spans of many weeks and never goes below zero', () => {
    expect(workingDaysBetween(wib('2026-01-05T08:00'), wib('2026-03-02T08:00'))).toBe(40);
    expect(workingDaysBetween(wib('2026-11-30T08:00'), wib('2026-11-23T08:00'))).toBe(0);
  });
});

describe('validityEnd', () => {
  it('ends at the following midnight in WIB', () => {
    expect(validityEnd('2026-12-01').toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });
});

describe('followUpList', () => {
  const base: FollowUpCandidate = {
    id: 1,
    reference: 'PNW-202611-00001',
    status: 'new',
    company: 'PT Maju Jaya',
    name: 'Budi',
    createdAt: wib('2026-11-27T16:00'),
    lastSentAt: null,
    validUntil: null,
    answeredAt: null,
  };

  it('lists a request unanswered after one working day, and not one already sent', () => {
    const monday = wib('2026-11-30T16:30');
    const answer = followUpList(
      [
        base,
        { ...base, id: 2, status: 'processing', createdAt: wib('2026-11-30T09:00') },
        { ...base, id: 3, status: 'processing', lastSentAt: wib('2026-11-30T09:00') },
        { ...base, id: 4, status: 'done' },
      ],
      monday,
    );
    expect(answer.data.unanswered.map((item) => [item.id, item.workingDays])).toEqual([[1, 1]]);
    expect(answer.meta).toEqual({ unanswered: 1, noReply: 0, expiring: 0 });
  });

  it('lists a revision the buyer asked once a working day passes without a new quotation', () => {
    const monday = wib('2026-11-30T16:30');
    const asked = {
      ...base,
      status: 'revision' as const,
      lastSentAt: wib('2026-11-25T09:00'),
      validUntil: '2026-12-31',
    };
    const answer = followUpList(
      [
        { ...asked, id: 11, answeredAt: wib('2026-11-27T10:00') }, // Friday: 1 working day
        { ...asked, id: 12, answeredAt: wib('2026-11-30T10:00') }, // this morning
        { ...asked, id: 13, status: 'accepted', answeredAt: wib('2026-11-20T10:00') },
      ],
      monday,
    );
    expect(answer.data.unanswered.map((item) => [item.id, item.workingDays])).toEqual([[11, 1]]);
    expect(answer.data.unanswered[0]?.since).toBe(wib('2026-11-27T10:00').toISOString());
    expect(answer.meta).toEqual({ unanswered: 1, noReply: 0, expiring: 0 });
  });

  it('lists a quotation sent three working days ago, and one about to expire', () => {
    const now = wib('2026-12-02T10:00'); // Wednesday
    const sent = { ...base, status: 'sent' as const, validUntil: '2026-12-31' };
    const answer = followUpList(
      [
        { ...sent, id: 5, lastSentAt: wib('2026-11-27T09:00') }, // Friday: 3 working days
        { ...sent, id: 6, lastSentAt: wib('2026-11-28T09:00') }, // Saturday: 2 working days
        { ...sent, id: 7, lastSentAt: wib('2026-12-01T09:00'), validUntil: '2026-12-03' },
        { ...sent, id: 8, lastSentAt: wib('2026-12-01T09:00'), validUntil: '2026-12-04' },
        { ...sent, id: 9, lastSentAt: wib('2026-12-01T09:00'), validUntil: '2026-12-01' },
        { ...sent, id: 10, status: 'accepted', lastSentAt: wib('2026-11-20T09:00') },
      ],
      now,
    );
    expect(answer.data.noReply.map((item) => [item.id, item.workingDays])).toEqual([[5, 3]]);
    // Ends Thursday 24:00: 38 working hours away; Friday's end is 62 hours away; 9 has ended.
    expect(answer.data.expiring.map((item) => item.id)).toEqual([7]);
  });

  it('counts the weekend out of a validity: valid until Monday, seen Friday, expires soon', () => {
    const answer = followUpList(
      [
        {
          ...base,
          status: 'sent',
          lastSentAt: wib('2026-11-26T09:00'),
          validUntil: '2026-11-30',
        },
      ],
      wib('2026-11-27T10:00'),
    );
    expect(answer.data.expiring).toHaveLength(1);
  });

  it('keeps at most 20 rows a group and gives the whole count', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...base, id: i + 1 }));
    const answer = followUpList(many, wib('2026-12-09T10:00'));
    expect(answer.data.unanswered).toHaveLength(20);
    expect(answer.meta.unanswered).toBe(25);
  });
});
