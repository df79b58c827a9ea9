// The payment receipt as a PDF: the M-Pesa payment for a cover, with its premium and levies, in the
// language spoken now. A payment M-Pesa confirmed without its receipt number yet is named by its
// CheckoutRequestID, the number to follow: the client has a receipt for money they paid either way.

import { agency } from '../../domain/business';
import { documentMessages } from '../../domain/documents/document-messages';
import { documentWords } from '../../domain/documents/document-words';
import type { PaymentReceipt } from '../../domain/documents/payment-receipt';
import { underwriterPaybillShortcodes } from '../db/catalogue/catalogue-data';
import { startAgencyPdf, type } from './agency-pdf';
import { amountTable, facts, heading, lineRows, note, title, underwriting } from './document-blocks';
import { verificationBlock } from './verification-qr';

/** `verification`: the cover's check link, printed with its QR code (every issued receipt has one). */
export async function renderPaymentReceipt(
  receipt: PaymentReceipt,
  verification?: { link: string },
): Promise<Uint8Array> {
  const named = receipt.receiptNumber
    ? documentWords.mpesaReceiptNamed({ number: receipt.receiptNumber })
    : documentWords.mpesaRequestNamed({ id: receipt.checkoutRequestId ?? receipt.reference });
  const { doc, finish } = startAgencyPdf({
    title: documentWords.receiptTitle({
      number: receipt.receiptNumber ?? receipt.checkoutRequestId ?? receipt.reference,
    }),
    subject: documentWords.receiptSubject,
  });
  doc.fontSize(type.body);
  title(doc, documentWords.receipt, named);
  facts(doc, [
    {
      label: documentWords.mpesaReceipt,
      value: receipt.receiptNumber ?? documentMessages.receiptNumberToFollow,
    },
    ...(receipt.receiptNumber || !receipt.checkoutRequestId
      ? []
      : [{ label: documentWords.mpesaRequest, value: receipt.checkoutRequestId }]),
    { label: documentWords.paidOn, value: receipt.paidOn },
    { label: documentWords.amountPaid, value: receipt.amount },
    { label: documentWords.receivedFrom, value: receipt.insured },
    { label: documentWords.paidFor, value: `${receipt.product} (${receipt.underwriter})` },
    { label: documentWords.reference, value: receipt.reference },
  ]);
  underwriting(doc, receipt.underwriting, receipt.underwriter);
  // Where the premium went: every prompt pays the underwriter's own paybill, the catalogue's (config-mpesa.ts).
  const paybill = underwriterPaybillShortcodes[receipt.underwriterId];
  if (paybill) {
    note(
      doc,
      documentMessages.premiumPaidTo({ underwriter: receipt.underwriter, paybill, agency: agency.name }),
    );
  }
  heading(doc, documentWords.whatThePaymentCovers, 180);
  amountTable(doc, ['', documentWords.amount], lineRows(receipt.lines), { totalLast: true });
  if (verification) verificationBlock(doc, verification.link);
  return finish();
}
