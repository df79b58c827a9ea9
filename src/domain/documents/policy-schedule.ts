// What the policy schedule shows: underwriter, policy number, insured, property, period, sums
// insured per section, covered items, the premium with each levy, and the M-Pesa receipt. Built from the
// policy as the portal reads it, so the schedule and the portal never tell two stories.

import type { Policy } from '../api/covers';
import { sectionNames } from '../cover-sections';
import { listsOfWire } from '../coverage-request';
import { underwritingLine } from '../legal-identity';
import { formatShillings } from '../money';
import { lastDayOfCover } from '../renewals/cover-period';
import { formatDocumentDay } from './document-dates';
import { documentWords } from './document-words';
import { coverPayment, mpesaReceiptLine } from './payment-receipt';
import { type DocumentLine, premiumLines } from './premium-lines';

export interface ScheduleItem {
  section: string;
  name: string;
  amount: string;
}

export interface PolicySchedule {
  policyNumber: string;
  /** The purchase's reference, printed beside the number the client may not know yet. */
  reference: string | null;
  underwriter: string;
  /** Who underwrites it and under which licence (legal-identity.ts). */
  underwriting: string;
  product: string;
  insured: { name: string; idNumber: string | null };
  property: { label: string; value: string }[];
  /** Null only for a cover never paid (no schedule is issued for one). */
  period: { from: string; to: string } | null;
  sums: DocumentLine[];
  items: ScheduleItem[];
  premium: DocumentLine[];
  /** The receipt number, or the CheckoutRequestID with the number to follow; null only if never paid. */
  mpesaReceipt: string | null;
}

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(', ');

function propertyLines(policy: Policy) {
  const lines = [
    { label: documentWords.location, value: joined(policy.location, policy.country_or_town) },
    { label: documentWords.residence, value: joined(policy.type_of_residence, policy.construction) },
    { label: documentWords.housePlot, value: joined(policy.house_number, policy.plot_number) },
  ];
  return lines.filter((line) => line.value !== '');
}

/** Cover runs to its last day (2 March 2026 – 1 March 2027), as the portal and the e-mails say too. */
function periodOf(policy: Policy) {
  if (!policy.start_date || !policy.end_date) return null;
  const lastDay = lastDayOfCover(new Date(policy.end_date));
  return { from: formatDocumentDay(new Date(policy.start_date)), to: formatDocumentDay(lastDay) };
}

export function policyScheduleOf(policy: Policy, policyNumber: string): PolicySchedule {
  const item = (section: string) => (entry: { name: string; value: number }) => ({
    section,
    name: entry.name,
    amount: formatShillings(entry.value),
  });
  const payment = coverPayment(policy);
  return {
    policyNumber,
    reference: policy.reference,
    underwriter: policy.product.under_writer.name,
    underwriting: underwritingLine(policy.product.under_writer),
    product: policy.product.name,
    insured: { name: policy.user.name, idNumber: policy.user.id_number },
    property: propertyLines(policy),
    period: periodOf(policy),
    sums: policy.product.sections.map((section) => ({ label: section.name, amount: section.formattedValue })),
    items: [
      ...listsOfWire(policy).household.map(item(sectionNames.household)),
      ...listsOfWire(policy).portable.map(item(sectionNames.portable)),
    ],
    premium: premiumLines(policy.premium),
    mpesaReceipt: payment ? mpesaReceiptLine(payment) : null,
  };
}
