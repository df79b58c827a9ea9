import type { Policy } from '../../../domain/api/covers';
import { formatShillings } from '../../../domain/money';
import { policiesMessages, policyCardMessages as texts } from '../../../domain/policies-messages';
import { Modal } from '../../ui/modal';
import { formatPolicyDate } from './policy-dates';

interface PaymentHistoryDialogProps {
  policy: Policy | null;
  onClose: () => void;
}

/**
 * Point 2, payment history: each M-Pesa request for the policy, newest first, with what it paid for and,
 * once paid, its M-Pesa receipt (the client's proof of payment). The receipt is the payment's reference:
 * Daraja's CheckoutRequestID (ws_CO_…) means nothing to a client, and an unpaid request has none.
 */
export function PaymentHistoryDialog({ policy, onClose }: PaymentHistoryDialogProps) {
  const responses = policy?.stk_responses ?? [];
  return (
    <Modal open={policy !== null} onOpenChange={(open) => !open && onClose()} title={texts.historyTitle}>
      {responses.length === 0 ? (
        <p>{policiesMessages.noHistory}</p>
      ) : (
        <ul className="payment-history">
          {responses.map((response, index) => {
            const status = response.status || texts.unknown;
            const success = status.toLowerCase().includes('success');
            return (
              <li key={response.checkout_request_id ?? index} className="payment-history__entry">
                <span className={`policy-badge policy-badge--${success ? 'active' : 'inactive'}`}>
                  {status}
                </span>
                <span>{formatPolicyDate(response.created_at)}</span>
                <span>
                  {texts.paidAmount({
                    amount: formatShillings(response.amount),
                    what: response.paid_for === 'items' ? 'items' : 'cover',
                  })}
                </span>
                {response.mpesa_receipt_number && (
                  <span>{texts.mpesaReceiptOf({ receipt: response.mpesa_receipt_number })}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
