import { describe, expect, it } from 'vitest';
import type { Policy } from '../../../src/domain/api';
import { paymentReceiptOf } from '../../../src/domain/documents/payment-receipt';
import { policyScheduleOf } from '../../../src/domain/documents/policy-schedule';
import { addLevies } from '../../../src/domain/premium';

const breakdown = addLevies(2_900);
const paidPolicy: Policy = {
  id: '8f1c2b3a-0000-4000-8000-000000000001',
  created_at: '2026-03-02T08:59:00.000Z',
  cover_type: 'BuildingAndContentsAllRisks',
  quotation: breakdown.total,
  premium: breakdown.premium,
  is_owner: '1',
  location: 'Kilimani',
  value_of_property: 5_000_000,
  country_or_town: 'Nairobi',
  type_of_residence: 'Apartment',
  construction: 'Stone',
  house_number: 'B12',
  plot_number: 'LR 209/1234',
  value_of_portable_items: 80_000,
  portable_items: [{ name: 'Laptop', value: 80_000 }],
  value_of_house_hold_items: 300_000,
  house_hold_items: [{ name: 'Sofa set', value: 300_000 }],
  status: 'active',
  start_date: '2026-03-02T09:00:05.000Z',
  end_date: '2027-03-02T09:00:05.000Z',
  user: { name: 'Wanjiru Kamau', id_number: '30123456' },
  product: {
    id: 'simba-home',
    name: 'Simba Home Comprehensive',
    description: 'Home cover',
    under_writer: { name: 'Simba Insurance' },
    benefits: [],
    sections: [
      { name: 'Building', value: 5_000_000, formattedValue: 'KSh 5,000,000' },
      { name: 'Contents', value: 300_000, formattedValue: 'KSh 300,000' },
      { name: 'All-risks', value: 80_000, formattedValue: 'KSh 80,000' },
    ],
    period_id: 12,
  },
  stk_responses: [
    {
      checkout_request_id: 'ws_CO_2',
      status: 'success',
      result_code: 0,
      result_desc: 'The service request is processed successfully.',
      mpesa_receipt_number: 'RCPTPAID01',
      transaction_date: '20260302120005',
      amount: breakdown.total,
      paid_for: 'cover',
      created_at: '2026-03-02T09:00:00.000Z',
      updated_at: '2026-03-02T09:00:05.000Z',
    },
    {
      checkout_request_id: 'ws_CO_1',
      status: 'failed',
      result_code: 1032,
      result_desc: 'Request cancelled by user',
      mpesa_receipt_number: null,
      transaction_date: null,
      amount: breakdown.total,
      paid_for: 'cover',
      created_at: '2026-03-02T08:59:00.000Z',
      updated_at: '2026-03-02T08:59:30.000Z',
    },
  ],
  amount_due: 0,
  pending_items: { portable_items: [], house_hold_items: [] },
  review_status: 'approved',
  policy_number: 'KIA/HOM/2026/000123',
};

describe('the payment receipt', () => {
  it('shows the M-Pesa receipt of the payment that landed, with the amount, payer date and levies', () => {
    const receipt = paymentReceiptOf(paidPolicy);
    expect(receipt).toMatchObject({
      receiptNumber: 'RCPTPAID01',
      paidOn: '2 March 2026, 12:00',
      insured: 'Wanjiru Kamau',
      product: 'Simba Home Comprehensive',
      underwriter: 'Simba Insurance',
      reference: 'KIA/HOM/2026/000123',
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
