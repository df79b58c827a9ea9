import { formatShillings } from '../../../domain/money';
import type { PaymentReceipt as Receipt } from './use-portal-payment';

/** M-Pesa writes its transaction time as YYYYMMDDHHmmss (Nairobi): shown as 2026-03-02 12:00:05. */
function readableTransactionDate(raw: string | null): string {
  const match = raw ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(raw) : null;
  if (!match) return raw ?? 'N/A';
  const [, year, month, day, hour, minute, second] = match;
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** Point 3, payment receipt, with Print: the print stylesheet (policies.css) prints this block alone. */
export function PaymentReceipt({ receipt, policyNumber }: { receipt: Receipt; policyNumber: string }) {
  return (
    <section className="payment-receipt" aria-labelledby="payment-receipt-title">
      <h3 id="payment-receipt-title">Payment Receipt</h3>
      <dl className="policy-details__facts">
        <div>
          <dt>Policy Number</dt>
          <dd>{policyNumber}</dd>
        </div>
        <div>
          <dt>M-Pesa Receipt</dt>
          <dd>{receipt.mpesa_receipt_number ?? 'N/A'}</dd>
        </div>
        <div>
          <dt>Transaction Date</dt>
          <dd>{readableTransactionDate(receipt.transaction_date)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatShillings(receipt.amount)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{receipt.status}</dd>
        </div>
      </dl>
      <div className="payment-receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
    </section>
  );
}
