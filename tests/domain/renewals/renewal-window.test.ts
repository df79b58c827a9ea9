import { describe, expect, it } from 'vitest';
import { daysUntilEnd, renewalOpensOn, renewalWindow } from '../../../src/domain/renewals/renewal-window';

const DAY_MS = 86_400_000;
// Ends at 12:00 Nairobi time on 2 March 2027.
const period = { start: new Date('2026-03-02T09:00:00Z'), end: new Date('2027-03-02T09:00:00Z') };
const daysBefore = (days: number, hourUtc = 9) => new Date(Date.UTC(2027, 2, 2, hourUtc) - days * DAY_MS);

describe('the renewal window', () => {
  it('counts Nairobi calendar days, whatever the hour', () => {
    expect(daysUntilEnd(period.end, daysBefore(30))).toBe(30);
    // 23:30 Nairobi on the day 31 days before is still that day.
    expect(daysUntilEnd(period.end, daysBefore(31, 20.5))).toBe(31);
    // 00:30 Nairobi the next day is 30 days before.
    expect(daysUntilEnd(period.end, daysBefore(31, 21.5))).toBe(30);
  });

  it('is not open 31 days before the end, open from 30', () => {
    expect(renewalWindow(period, daysBefore(31))).toBe('not_yet');
    expect(renewalWindow(period, daysBefore(30))).toBe('open');
    expect(renewalWindow(period, daysBefore(0, 8))).toBe('open');
  });

  it('a lapsed cover may be renewed for 30 days after its end, then no more', () => {
    expect(renewalWindow(period, period.end)).toBe('lapsed');
    expect(renewalWindow(period, new Date(period.end.getTime() + 30 * DAY_MS))).toBe('lapsed');
    expect(renewalWindow(period, new Date(period.end.getTime() + 31 * DAY_MS))).toBe('closed');
  });

  it('says the first day renewal opens', () => {
    // 30 Nairobi days before 2 March 2027: 31 January 2027, from midnight Nairobi (21:00 UTC the day before).
    expect(renewalOpensOn(period).toISOString()).toBe('2027-01-30T21:00:00.000Z');
  });
});
