// The cover note as a PDF: what domain/documents/cover-note.ts decided, laid out, with the check's QR code.
import { type CoverNote, coverNoteWords } from '../../domain/documents/cover-note';
import { startAgencyPdf, type } from './agency-pdf';
import { amountTable, facts, heading, lineRows, note, title } from './document-blocks';
import { verificationBlock } from './verification-qr';

export async function renderCoverNote(
  coverNote: CoverNote,
  verification: { link: string },
): Promise<Uint8Array> {
  const { doc, finish } = startAgencyPdf({
    title: `Cover note ${coverNote.reference}`,
    subject: 'Home insurance cover note',
  });
  doc.fontSize(type.body);
  title(doc, coverNoteWords.title, coverNoteWords.subtitle(coverNote.reference));
  note(doc, coverNoteWords.validity(coverNote.validUntil));
  facts(doc, [
    { label: 'Reference', value: coverNote.reference },
    { label: 'Policy holder', value: coverNote.holder },
    { label: 'Product', value: coverNote.product },
    { label: 'Underwriter', value: coverNote.underwriter },
    {
      label: 'Period of cover',
      value: coverNote.period ? `${coverNote.period.from} to ${coverNote.period.to}` : 'Not started',
    },
    { label: 'Premium paid', value: coverNote.premiumPaid },
    { label: 'Issued on', value: coverNote.issuedOn },
    { label: 'Valid until', value: `${coverNote.validUntil}, or the schedule's issue if sooner` },
  ]);
  note(doc, coverNote.underwriting);
  heading(doc, 'Sums insured');
  amountTable(doc, ['Section', 'Sum insured'], lineRows(coverNote.sums));
  verificationBlock(doc, verification.link);
  return finish();
}
