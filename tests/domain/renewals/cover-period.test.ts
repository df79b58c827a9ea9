import { describe, expect, it } from 'vitest';
import { formatDocumentDay } from '../../../src/domain/documents/document-dates';
import {
  coverPeriod,
  hasEnded,
  lastDayOfCover,
  renewalPeriodStart,
} from '../../../src/domain/renewals/cover-period';

const paid = new Date('2026-03-02T09:00:00Z');

describe('a cover period', () => {
  it('an ordinary cover runs a year from its payment', () => {
    expect(coverPeriod({ activatedAt: paid, periodStart: null }, 12)).toEqual({
      start: paid,
      end: new Date('2027-03-02T09:00:00Z'),
    });
  });

  it('an unpaid cover has no period yet', () => {
    expect(coverPeriod({ activatedAt: null, periodStart: paid }, 12)).toBeNull();
  });

  it('a renewal paid before the old cover ends starts where it was scheduled', () => {
    const scheduled = new Date('2027-03-02T09:00:00Z');
    const period = coverPeriod({ activatedAt: new Date('2027-02-20T10:00:00Z'), periodStart: scheduled }, 12);
    expect(period?.start).toEqual(scheduled);
    expect(period?.end).toEqual(new Date('2028-03-02T09:00:00Z'));
  });

  it('a renewal paid after the old cover ended starts on payment, never in the past', () => {
    const late = new Date('2027-03-10T08:00:00Z');
    const period = coverPeriod({ activatedAt: late, periodStart: new Date('2027-03-02T09:00:00Z') }, 12);
    expect(period?.start).toEqual(late);
  });

  it('the renewal starts the day after the old cover’s last day', () => {
    const old = { start: paid, end: new Date('2027-03-02T09:00:00Z') };
    const start = renewalPeriodStart(old);
    // The schedule prints the old cover to 1 March 2027 (the day before its end).
    expect(formatDocumentDay(new Date(old.end.getTime() - 86_400_000))).toBe('1 March 2027');
    expect(formatDocumentDay(start)).toBe('2 March 2027');
    expect(start).toEqual(old.end);
  });

  it('has ended from its end instant on', () => {
    const period = { start: paid, end: new Date('2027-03-02T09:00:00Z') };
    expect(hasEnded(period, new Date('2027-03-02T08:59:59Z'))).toBe(false);
    expect(hasEnded(period, new Date('2027-03-02T09:00:00Z'))).toBe(true);
  });
});

describe('the last day of cover, as every reader shows it', () => {
  it('is the day before the period’s end, on Nairobi’s calendar', () => {
    // Paid 26 Nov 2026 at 10:00 in Nairobi: the schedule, the portal and the e-mails all say 25 Nov 2027.
    const end = new Date('2027-11-26T07:00:00Z');
    expect(formatDocumentDay(lastDayOfCover(end))).toBe('25 November 2027');
  });

  it('is the day before even for a payment just after midnight in Nairobi (still the day before in UTC)', () => {
    const end = new Date('2027-11-25T21:30:00Z'); // 00:30 on 26 November in Nairobi
    expect(formatDocumentDay(lastDayOfCover(end))).toBe('25 November 2027');
  });
});
