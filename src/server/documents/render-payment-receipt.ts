// The payment receipt as a PDF: the M-Pesa payment for a cover, with its premium and levies.
// A payment M-Pesa confirmed without its receipt number yet is named by its CheckoutRequestID, the number
// to follow: the client has a receipt for money they paid either way.
import { documentMessages } from '../../domain/documents/document-messages';
import type { PaymentReceipt } from '../../domain/documents/payment-receipt';
import { underwriterPaybillShortcodes } from '../db/catalogue/catalogue-data';
import { startAgencyPdf, type } from './agency-pdf';
import { amountTable, facts, heading, lineRows, note, title } from './document-blocks';
import { verificationBlock } from './verification-qr';

/** `verification`: the cover's check link, printed with its QR code (every issued receipt has one). */
export async function renderPaymentReceipt(
  receipt: PaymentReceipt,
  verification?: { link: string },
): Promise<Uint8Array> {
  const named = receipt.receiptNumber
    ? `M-Pesa receipt ${receipt.receiptNumber}`
    : `M-Pesa request ${receipt.checkoutRequestId ?? receipt.reference}`;
  const { doc, finish } = startAgencyPdf({
    title: `Payment receipt ${receipt.receiptNumber ?? receipt.checkoutRequestId ?? receipt.reference}`,
    subject: 'Home insurance payment receipt',
  });
  doc.fontSize(type.body);
  title(doc, 'Payment receipt', named);
  facts(doc, [
    { label: 'M-Pesa receipt', value: receipt.receiptNumber ?? documentMessages.receiptNumberToFollow },
    ...(receipt.receiptNumber || !receipt.checkoutRequestId
      ? []
      : [{ label: 'M-Pesa request', value: receipt.checkoutRequestId }]),
    { label: 'Paid on', value: receipt.paidOn },
    { label: 'Amount paid', value: receipt.amount },
    { label: 'Received from', value: receipt.insured },
    { label: 'For', value: `${receipt.product} (${receipt.underwriter})` },
    { label: 'Reference', value: receipt.reference },
  ]);
  note(doc, receipt.underwriting);
  // Where the premium went: every prompt pays the underwriter's own paybill, the catalogue's (config-mpesa.ts).
  const paybill = underwriterPaybillShortcodes[receipt.underwriterId];
  if (paybill) note(doc, documentMessages.premiumPaidTo(receipt.underwriter, paybill));
  heading(doc, 'What the payment covers', 180);
  amountTable(doc, ['', 'Amount'], lineRows(receipt.lines), { totalLast: true });
  if (verification) verificationBlock(doc, verification.link);
  return finish();
}
