// The policy schedule as a PDF: what domain/documents/policy-schedule.ts decided, laid out.
import type { PolicySchedule } from '../../domain/documents/policy-schedule';
import { policyNumberText } from '../../domain/policy-label';
import { startAgencyPdf, type } from './agency-pdf';
import { amountTable, facts, heading, lineRows, note, title } from './document-blocks';
import { verificationBlock } from './verification-qr';

/** `verification`: the cover's check link, printed with its QR code (every issued schedule has one). */
export async function renderPolicySchedule(
  schedule: PolicySchedule,
  verification?: { link: string },
): Promise<Uint8Array> {
  // The number with the reference beside it, as every other place names the policy.
  const named = schedule.reference
    ? policyNumberText({ policyNumber: schedule.policyNumber, reference: schedule.reference })
    : schedule.policyNumber;
  const { doc, finish } = startAgencyPdf({
    title: `Policy schedule ${schedule.policyNumber}`,
    subject: 'Home insurance policy schedule',
  });
  doc.fontSize(type.body);
  title(doc, 'Policy schedule', `Policy number ${named}`);
  facts(doc, [
    { label: 'Policy number', value: schedule.policyNumber },
    ...(schedule.reference ? [{ label: 'Reference', value: schedule.reference }] : []),
    { label: 'Underwriter', value: schedule.underwriter },
    { label: 'Product', value: schedule.product },
    {
      label: 'Period of cover',
      value: schedule.period ? `${schedule.period.from} to ${schedule.period.to}` : 'Not started',
    },
  ]);
  note(doc, schedule.underwriting);

  heading(doc, 'The insured');
  facts(doc, [
    { label: 'Name', value: schedule.insured.name },
    ...(schedule.insured.idNumber ? [{ label: 'ID number', value: schedule.insured.idNumber }] : []),
  ]);

  heading(doc, 'The property');
  facts(doc, schedule.property);

  heading(doc, 'Sums insured');
  amountTable(doc, ['Section', 'Sum insured'], lineRows(schedule.sums));

  if (schedule.items.length > 0) {
    heading(doc, 'Covered items');
    amountTable(
      doc,
      ['Item', 'Section', 'Value'],
      schedule.items.map((item) => [item.name, item.section, item.amount]),
    );
  }

  // The premium table and the receipt under it (about 170 pt) are read as one: never split across pages.
  heading(doc, 'Premium', 185);
  amountTable(doc, ['', 'Amount'], lineRows(schedule.premium), { totalLast: true });
  if (schedule.mpesaReceipt) facts(doc, [{ label: 'M-Pesa receipt', value: schedule.mpesaReceipt }]);
  if (verification) verificationBlock(doc, verification.link);
  return finish();
}
