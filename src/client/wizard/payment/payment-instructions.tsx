import { formatShillings } from '../../../domain/money';

/** Point 2: the five steps of paying by M-Pesa push prompt. */
export function PaymentInstructions({ amount }: { amount: number }) {
  return (
    <section className="summary-card" aria-labelledby="payment-instructions-heading">
      <h2 id="payment-instructions-heading">How to pay</h2>
      <ol className="payment-instructions">
        <li>Check the M-Pesa number below, then press Pay Now.</li>
        <li>An M-Pesa prompt appears on that phone within a few seconds.</li>
        <li>
          Check the amount, {formatShillings(amount)}, and the business name, then enter your M-Pesa PIN.
        </li>
        <li>Wait for the M-Pesa confirmation SMS.</li>
        <li>Press Confirm Payment, or stay on this page: we check for you.</li>
      </ol>
    </section>
  );
}
