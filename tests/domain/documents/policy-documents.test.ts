import { describe, expect, it } from 'vitest';
import { documentMessages } from '../../../src/domain/documents/document-messages';
import { paymentReceiptOf } from '../../../src/domain/documents/payment-receipt';
import { policyScheduleOf } from '../../../src/domain/documents/policy-schedule';
import { paidPolicy } from '../../helpers/policy-fixture';

describe('the payment receipt', () => {
  it('shows the M-Pesa receipt of the payment that landed, with the amount, payer date and levies', () => {
    const receipt = paymentReceiptOf(paidPolicy);
    expect(receipt).toMatchObject({
      receiptNumber: 'RCPTPAID01',
      paidOn: '2 March 2026, 12:00',
      insured: 'Wanjiru Kamau',
      product: 'Simba Home Comprehensive',
      underwriter: 'Simba Insurance',
      reference: 'KIA/HOM/2026/000123 · ref K7Q3-M9XT',
      amount: 'KSh 2,953',
    });
    expect(receipt?.lines).toEqual([
      { label: 'Premium', amount: 'KSh 2,900' },
      { label: 'PHCF (0.25%)', amount: 'KSh 7' },
      { label: 'Training Levy (0.2%)', amount: 'KSh 6' },
      { label: 'Stamp Duty', amount: 'KSh 40' },
      { label: 'Total paid', amount: 'KSh 2,953' },
    ]);
  });

  it('names the CheckoutRequestID, the receipt number to follow, while M-Pesa has not sent the number', () => {
    const [paid, ...rest] = paidPolicy.stk_responses;
    if (!paid) throw new Error('the fixture has a payment');
    const settledByQuery = { ...paid, mpesa_receipt_number: null };
    const policy = { ...paidPolicy, stk_responses: [settledByQuery, ...rest] };
    expect(paymentReceiptOf(policy)).toMatchObject({
      receiptNumber: null,
      checkoutRequestId: 'ws_CO_2',
      amount: 'KSh 2,953',
    });
    expect(policyScheduleOf(policy, 'KIA/HOM/2026/000123').mpesaReceipt).toBe(
      `ws_CO_2 (${documentMessages.receiptNumberToFollow})`,
    );
  });

  it('is not there before a payment for the cover has landed', () => {
    expect(paymentReceiptOf({ ...paidPolicy, stk_responses: paidPolicy.stk_responses.slice(1) })).toBeNull();
  });
});

describe('the policy schedule', () => {
  const schedule = policyScheduleOf(paidPolicy, 'KIA/HOM/2026/000123');

  it('names the underwriter, the policy number, the insured, the property and the period', () => {
    expect(schedule).toMatchObject({
      policyNumber: 'KIA/HOM/2026/000123',
      underwriter: 'Simba Insurance',
      product: 'Simba Home Comprehensive',
      insured: { name: 'Wanjiru Kamau', idNumber: '30123456' },
      period: { from: '2 March 2026', to: '1 March 2027' },
      mpesaReceipt: 'RCPTPAID01',
    });
    expect(schedule.property).toEqual([
      { label: 'Location', value: 'Kilimani, Nairobi' },
      { label: 'Residence', value: 'Apartment, Stone' },
      { label: 'House / plot', value: 'B12, LR 209/1234' },
    ]);
  });

  it('lists the sums insured per section, the covered items, and the premium with each levy', () => {
    expect(schedule.sums).toEqual([
      { label: 'Building', amount: 'KSh 5,000,000' },
      { label: 'Contents', amount: 'KSh 300,000' },
      { label: 'All-risks', amount: 'KSh 80,000' },
    ]);
    expect(schedule.items).toEqual([
      { section: 'Contents', name: 'Sofa set', amount: 'KSh 300,000' },
      { section: 'All-risks', name: 'Laptop', amount: 'KSh 80,000' },
    ]);
    expect(schedule.premium).toEqual(paymentReceiptOf(paidPolicy)?.lines);
  });

  it('leaves the property lines a tenant never gave out', () => {
    const tenant = policyScheduleOf(
      { ...paidPolicy, is_owner: '0', house_number: '', plot_number: '', country_or_town: '' },
      'KIA/HOM/2026/000124',
    );
    expect(tenant.property).toEqual([
      { label: 'Location', value: 'Kilimani' },
      { label: 'Residence', value: 'Apartment, Stone' },
    ]);
  });
});
