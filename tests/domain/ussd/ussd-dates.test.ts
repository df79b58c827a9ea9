// 'When did it happen?' on a keypad: 1 today, 2 yesterday, or a typed day, read as the claim needs it.
import { describe, expect, it } from 'vitest';
import { occurredAtOf } from '../../../src/domain/ussd/ussd-dates';

// 09:00 in Nairobi (06:00 UTC), 28 November 2026.
const now = new Date('2026-11-28T06:00:00.000Z');

describe('occurredAtOf', () => {
  it('reads 1 as now and 2 as a day ago', () => {
    expect(occurredAtOf('1', now)).toBe(now.toISOString());
    expect(occurredAtOf('2', now)).toBe('2026-11-27T06:00:00.000Z');
  });

  it('takes a typed day at noon in Nairobi, whichever separator', () => {
    for (const typed of ['14/11/2026', '14.11.2026', '14-11-2026', '14/11/2026 '])
      expect(occurredAtOf(typed, now)).toBe('2026-11-14T09:00:00.000Z');
  });

  it('takes today, typed, as now while noon is still ahead', () => {
    expect(occurredAtOf('28/11/2026', now)).toBe(now.toISOString());
    const afternoon = new Date('2026-11-28T12:00:00.000Z');
    expect(occurredAtOf('28/11/2026', afternoon)).toBe('2026-11-28T09:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    for (const typed of ['31/02/2026', '3', '', 'yesterday', '2026-11-14', '14/13/2026', '00/11/2026'])
      expect(occurredAtOf(typed, now)).toBeNull();
  });
});
