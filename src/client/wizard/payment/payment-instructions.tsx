import { formatShillings } from '../../../domain/money';
import { paymentStepMessages } from '../../../domain/wizard/payment-step-messages';

/** Point 2: the five steps of paying by M-Pesa push prompt. */
export function PaymentInstructions({ amount }: { amount: number }) {
  return (
    <section className="summary-card" aria-labelledby="payment-instructions-heading">
      <h2 id="payment-instructions-heading">{paymentStepMessages.howToPay}</h2>
      <ol className="payment-instructions">
        <li>{paymentStepMessages.checkNumber}</li>
        <li>{paymentStepMessages.promptAppears}</li>
        <li>{paymentStepMessages.checkAmount({ amount: formatShillings(amount) })}</li>
        <li>{paymentStepMessages.waitForSms}</li>
        <li>{paymentStepMessages.pressConfirm}</li>
      </ol>
    </section>
  );
}
