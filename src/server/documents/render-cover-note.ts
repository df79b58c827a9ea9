// The cover note as a PDF: what domain/documents/cover-note.ts decided, laid out, with the check's QR code.
// In the language spoken now; its validity clause is legal wording, printed in English (legalTerms).
import { type CoverNote, coverNoteWords } from '../../domain/documents/cover-note';
import { formatDocumentDay } from '../../domain/documents/document-dates';
import { documentWords } from '../../domain/documents/document-words';
import { readInLanguage } from '../../domain/language/current-language';
import { startAgencyPdf, type } from './agency-pdf';
import { amountTable, facts, heading, legalTerms, lineRows, title, underwriting } from './document-blocks';
import { verificationBlock } from './verification-qr';

export async function renderCoverNote(
  coverNote: CoverNote,
  verification: { link: string },
): Promise<Uint8Array> {
  const { doc, finish } = startAgencyPdf({
    title: documentWords.coverNoteTitle({ reference: coverNote.reference }),
    subject: documentWords.coverNoteSubject,
  });
  doc.fontSize(type.body);
  title(doc, coverNoteWords.title, coverNoteWords.subtitle({ reference: coverNote.reference }));
  legalTerms(
    doc,
    readInLanguage('en', () =>
      coverNoteWords.validity({ validUntil: formatDocumentDay(coverNote.validUntilAt) }),
    ),
    coverNoteWords.validity({ validUntil: coverNote.validUntil }),
  );
  facts(doc, [
    { label: documentWords.reference, value: coverNote.reference },
    { label: documentWords.policyHolder, value: coverNote.holder },
    { label: documentWords.product, value: coverNote.product },
    { label: documentWords.underwriter, value: coverNote.underwriter },
    {
      label: documentWords.periodOfCover,
      value: coverNote.period ? documentWords.period(coverNote.period) : documentWords.notStarted,
    },
    { label: documentWords.premiumPaid, value: coverNote.premiumPaid },
    { label: documentWords.issuedOn, value: coverNote.issuedOn },
    { label: documentWords.validUntil, value: documentWords.validUntilValue({ date: coverNote.validUntil }) },
  ]);
  underwriting(doc, coverNote.underwriting, coverNote.underwriter, { saySo: false });
  heading(doc, documentWords.sumsInsured);
  amountTable(doc, [documentWords.section, documentWords.sumInsured], lineRows(coverNote.sums));
  verificationBlock(doc, verification.link);
  return finish();
}
