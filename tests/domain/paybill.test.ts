import { describe, expect, it } from 'vitest';
import {
  type PaybillTarget,
  paybillAccount,
  paybillVerdict,
  validationCodeOf,
} from '../../src/domain/paybill';

const waiting: PaybillTarget = { coverId: 'c1', shortcode: '600638', premiumDue: 2551, endorsementDue: null };

describe('paybillVerdict', () => {
  it('pays a waiting cover’s premium, exactly, into its underwriter’s paybill', () => {
    const verdict = paybillVerdict(waiting, { shortcode: '600638', amount: 2551 });
    expect(verdict).toEqual({ kind: 'pays', coverId: 'c1', amount: 2551, endorsementId: null });
    expect(validationCodeOf(verdict)).toBe('0');
  });

  it('pays added items on an active cover', () => {
    const active = { ...waiting, premiumDue: null, endorsementDue: { id: 'e1', amount: 422 } };
    expect(paybillVerdict(active, { shortcode: '600638', amount: 422 })).toEqual({
      kind: 'pays',
      coverId: 'c1',
      amount: 422,
      endorsementId: 'e1',
    });
  });

  it('refuses with Daraja’s codes: unknown account, wrong amount, another paybill, nothing due', () => {
    const cases: [PaybillTarget | null, { shortcode: string; amount: number }, string, string][] = [
      [null, { shortcode: '600638', amount: 2551 }, 'unknown_account', 'C2B00012'],
      [waiting, { shortcode: '600638', amount: 2550 }, 'wrong_amount', 'C2B00013'],
      [waiting, { shortcode: '600638', amount: 2552 }, 'wrong_amount', 'C2B00013'],
      [waiting, { shortcode: '600100', amount: 2551 }, 'wrong_paybill', 'C2B00015'],
      [{ ...waiting, premiumDue: null }, { shortcode: '600638', amount: 2551 }, 'nothing_due', 'C2B00012'],
    ];
    for (const [target, payment, problem, code] of cases) {
      const verdict = paybillVerdict(target, payment);
      expect(verdict).toMatchObject({ kind: 'problem', problem });
      expect(validationCodeOf(verdict)).toBe(code);
    }
  });
});

describe('paybillAccount', () => {
  it('reads the reference however it was typed on the phone', () => {
    expect(paybillAccount('k7q3m9xt')).toBe('K7Q3-M9XT');
    expect(paybillAccount(' K7Q3-M9XT ')).toBe('K7Q3-M9XT');
    expect(paybillAccount('K7Q3-M9X0')).toBeNull();
    expect(paybillAccount(null)).toBeNull();
  });
});
