import { describe, expect, it } from 'vitest';
import {
  renewalMessages,
  renewalReminderEmail,
  renewalReminderSms,
} from '../../../src/domain/renewals/renewal-messages';
import {
  dueRenewalReminder,
  isRenewalReminderKind,
  reminderSendTime,
} from '../../../src/domain/renewals/renewal-reminders';

const DAY_MS = 86_400_000;
const period = { start: new Date('2026-03-02T09:00:00Z'), end: new Date('2027-03-02T09:00:00Z') };
const daysBefore = (days: number) => new Date(period.end.getTime() - days * DAY_MS);

describe('which renewal reminder is due', () => {
  it('nothing at 31 days, the 30-day one from 30 days until 8', () => {
    expect(dueRenewalReminder(period, daysBefore(31))).toBeNull();
    expect(dueRenewalReminder(period, daysBefore(30))).toBe('renewal_reminder_30');
    expect(dueRenewalReminder(period, daysBefore(8))).toBe('renewal_reminder_30');
  });

  it('the 7-day one from 7 days, and alone for a cover found late', () => {
    expect(dueRenewalReminder(period, daysBefore(7))).toBe('renewal_reminder_7');
    expect(dueRenewalReminder(period, daysBefore(5))).toBe('renewal_reminder_7');
  });

  it('none once the cover has ended', () => {
    expect(dueRenewalReminder(period, period.end)).toBeNull();
  });

  it('knows its own kinds and no others', () => {
    expect(isRenewalReminderKind('renewal_reminder_30')).toBe(true);
    expect(isRenewalReminderKind('renewal_reminder_7')).toBe(true);
    expect(isRenewalReminderKind('payment_received')).toBe(false);
  });
});

describe('when a reminder is sent', () => {
  it('at once in the Nairobi day, else at 08:00 Nairobi', () => {
    const noon = new Date('2027-01-31T09:00:00Z');
    expect(reminderSendTime(noon)).toEqual(noon);
    expect(reminderSendTime(new Date('2027-01-31T01:00:00Z')).toISOString()).toBe('2027-01-31T05:00:00.000Z');
    expect(reminderSendTime(new Date('2027-01-31T18:30:00Z')).toISOString()).toBe('2027-02-01T05:00:00.000Z');
  });
});

describe('the reminder’s words', () => {
  const letter = {
    holderName: 'Wanjiku Kamau',
    reference: 'KIA/HOM/2026/000123',
    productName: 'Jubilee Home',
    end: period.end,
    daysBefore: 30,
  };

  it('the SMS names the policy, its last day and where to renew', () => {
    expect(renewalReminderSms(letter)).toBe(
      'Kinga: your home cover KIA/HOM/2026/000123 ends on 1 March 2027. Renew in My policies (Renew, then pay by M-Pesa) to stay covered from 2 March 2027.',
    );
  });

  it('the e-mail says when cover ends and when the renewal starts', () => {
    const email = renewalReminderEmail(letter);
    expect(email.subject).toBe('Your home cover ends on 1 March 2027: renew policy KIA/HOM/2026/000123');
    expect(email.text).toContain('Dear Wanjiku Kamau,');
    expect(email.text).toContain('The new year of cover starts on 2 March 2027');
  });

  it('a cover without a policy number is named by its reference', () => {
    const sms = renewalReminderSms({ ...letter, reference: 'K7Q3-M9XT' });
    expect(sms).toContain('your home cover K7Q3-M9XT ends');
  });

  it('says when renewal opens', () => {
    expect(renewalMessages.notYet(new Date('2027-01-30T21:00:00Z'))).toBe(
      'This policy can be renewed from 31 January 2027.',
    );
  });
});
