import { formatShillings } from '../../../domain/money';
import { policyCardMessages, portalPaymentScreenMessages as texts } from '../../../domain/policies-messages';
import type { PaymentReceipt as Receipt } from './use-portal-payment';

/** M-Pesa writes its transaction time as YYYYMMDDHHmmss (Nairobi): shown as 2026-03-02 12:00:05. */
function readableTransactionDate(raw: string | null): string {
  const match = raw ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(raw) : null;
  if (!match) return raw ?? policyCardMessages.notAvailable;
  const [, year, month, day, hour, minute, second] = match;
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** Point 3, payment receipt, with Print: the print stylesheet (policies.css) prints this block alone. */
export function PaymentReceipt({ receipt, policyNumber }: { receipt: Receipt; policyNumber: string }) {
  return (
    <section className="payment-receipt" aria-labelledby="payment-receipt-title">
      <h3 id="payment-receipt-title">{texts.receiptTitle}</h3>
      <dl className="policy-details__facts">
        <div>
          <dt>{texts.policyNumber}</dt>
          <dd>{policyNumber}</dd>
        </div>
        <div>
          <dt>{texts.mpesaReceipt}</dt>
          <dd>{receipt.mpesa_receipt_number ?? policyCardMessages.notAvailable}</dd>
        </div>
        <div>
          <dt>{texts.transactionDate}</dt>
          <dd>{readableTransactionDate(receipt.transaction_date)}</dd>
        </div>
        <div>
          <dt>{texts.amount}</dt>
          <dd>{formatShillings(receipt.amount)}</dd>
        </div>
        <div>
          <dt>{texts.status}</dt>
          <dd>{receipt.status}</dd>
        </div>
      </dl>
      <div className="payment-receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {texts.print}
        </button>
      </div>
    </section>
  );
}
