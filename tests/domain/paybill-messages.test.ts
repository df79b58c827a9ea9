// The paybill's words: the menu's steps name each value to type, and the failures that show it at once.
import { describe, expect, it } from 'vitest';
import { offersPaybillAtOnce, paybillMessages, paybillSteps } from '../../src/domain/paybill-messages';

describe('paying by paybill', () => {
  it('is offered in the issue’s words', () => {
    expect(paybillMessages.offer).toBe('No prompt? Pay with M-Pesa paybill');
  });

  it('walks the M-Pesa menu in order: Lipa na M-Pesa, Pay Bill, business no., account no., amount, PIN', () => {
    const steps = paybillSteps({ business_number: '600141', account_number: 'GRNS-SRE4', amount: 2551 });
    expect(steps).toHaveLength(6);
    const order = ['Lipa na M-Pesa', 'Pay Bill', '600141', 'GRNS-SRE4', 'KSh 2,551', 'PIN'];
    for (const [index, word] of order.entries()) expect(steps[index]).toContain(word);
  });

  it.each([1037, 1001, 1025, 1019])('shows the paybill at once after %i', (code) => {
    expect(offersPaybillAtOnce(code, false)).toBe(true);
  });

  it.each([1032, 1, 2001, 0, null])(
    'only offers it as a choice after %s, unless a Retry failed again',
    (code) => {
      expect(offersPaybillAtOnce(code, false)).toBe(false);
      expect(offersPaybillAtOnce(code, true)).toBe(true);
    },
  );
});
