// The policy schedule as a PDF: what domain/documents/policy-schedule.ts decided, laid out, in the
// language spoken now.
import { documentWords } from '../../domain/documents/document-words';
import type { PolicySchedule } from '../../domain/documents/policy-schedule';
import { policyNumberText } from '../../domain/policy-label';
import { startAgencyPdf, type } from './agency-pdf';
import { amountTable, facts, heading, lineRows, title, underwriting } from './document-blocks';
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
    title: documentWords.scheduleTitle({ number: schedule.policyNumber }),
    subject: documentWords.scheduleSubject,
  });
  doc.fontSize(type.body);
  title(doc, documentWords.schedule, documentWords.policyNumberNamed({ number: named }));
  facts(doc, [
    { label: documentWords.policyNumber, value: schedule.policyNumber },
    ...(schedule.reference ? [{ label: documentWords.reference, value: schedule.reference }] : []),
    { label: documentWords.underwriter, value: schedule.underwriter },
    { label: documentWords.product, value: schedule.product },
    {
      label: documentWords.periodOfCover,
      value: schedule.period ? documentWords.period(schedule.period) : documentWords.notStarted,
    },
  ]);
  underwriting(doc, schedule.underwriting, schedule.underwriter);

  heading(doc, documentWords.theInsured);
  facts(doc, [
    { label: documentWords.name, value: schedule.insured.name },
    ...(schedule.insured.idNumber
      ? [{ label: documentWords.idNumber, value: schedule.insured.idNumber }]
      : []),
  ]);

  heading(doc, documentWords.theProperty);
  facts(doc, schedule.property);

  heading(doc, documentWords.sumsInsured);
  amountTable(doc, [documentWords.section, documentWords.sumInsured], lineRows(schedule.sums));

  if (schedule.items.length > 0) {
    heading(doc, documentWords.coveredItems);
    amountTable(
      doc,
      [documentWords.item, documentWords.section, documentWords.value],
      schedule.items.map((item) => [item.name, item.section, item.amount]),
    );
  }

  // The premium table and the receipt under it (about 170 pt) are read as one: never split across pages.
  heading(doc, documentWords.premium, 185);
  amountTable(doc, ['', documentWords.amount], lineRows(schedule.premium), { totalLast: true });
  if (schedule.mpesaReceipt)
    facts(doc, [{ label: documentWords.mpesaReceipt, value: schedule.mpesaReceipt }]);
  if (verification) verificationBlock(doc, verification.link);
  return finish();
}
