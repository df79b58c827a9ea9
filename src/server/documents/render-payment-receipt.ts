// The payment receipt as a PDF (issue 12): the M-Pesa payment for a cover, with its premium and levies.
import type { PaymentReceipt } from '../../domain/documents/payment-receipt';
import { startAgencyPdf, type } from './agency-pdf';
import { amountTable, facts, heading, lineRows, title } from './document-blocks';

export async function renderPaymentReceipt(receipt: PaymentReceipt): Promise<Uint8Array> {
  const { doc, finish } = startAgencyPdf({
    title: `Payment receipt ${receipt.receiptNumber}`,
    subject: 'Home insurance payment receipt',
  });
  doc.fontSize(type.body);
  title(doc, 'Payment receipt', `M-Pesa receipt ${receipt.receiptNumber}`);
  facts(doc, [
    { label: 'M-Pesa receipt', value: receipt.receiptNumber },
    { label: 'Paid on', value: receipt.paidOn },
    { label: 'Amount paid', value: receipt.amount },
    { label: 'Received from', value: receipt.insured },
    { label: 'For', value: `${receipt.product} (${receipt.underwriter})` },
    { label: 'Reference', value: receipt.reference },
  ]);
  heading(doc, 'What the payment covers', 180);
  amountTable(doc, ['', 'Amount'], lineRows(receipt.lines), { totalLast: true });
  return finish();
}
