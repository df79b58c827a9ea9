import '../../ui/forms.css';
import { type FormEvent, useState } from 'react';
import type { Policy } from '../../../domain/api/covers';
import { formatShillings } from '../../../domain/money';
import { paybillMessages } from '../../../domain/paybill-messages';
import { isMpesaNumber, normaliseMsisdn } from '../../../domain/phone';
import {
  policyCardMessages,
  portalPaymentMessages,
  portalPaymentScreenMessages as texts,
} from '../../../domain/policies-messages';
import { viewPolicy } from '../../../domain/policy-view';
import { PaybillPanel } from '../../paybill/paybill-panel';
import { useBusyWhile } from '../../pwa/use-busy-while';
import { Modal } from '../../ui/modal';
import { PaymentProgress } from './payment-progress';
import { PaymentReceipt } from './payment-receipt';
import { usePortalPayment } from './use-portal-payment';

interface PortalPaymentDialogProps {
  /** Point 2: Pay Now receives the policy and the user's msisdn. */
  policy: Policy | null;
  msisdn: string | null;
  online: boolean;
  onClose: () => void;
  onPaid: () => void;
}

export function PortalPaymentDialog({ policy, ...rest }: PortalPaymentDialogProps) {
  const [processing, setProcessing] = useState(false);
  useBusyWhile(processing);
  return (
    <Modal
      open={policy !== null}
      onOpenChange={(open) => !open && !processing && rest.onClose()}
      title={texts.title}
      size="md"
      dismissible={!processing}
    >
      {policy && <PortalPayment key={policy.id} policy={policy} onProcessing={setProcessing} {...rest} />}
    </Modal>
  );
}

/** What this payment is for, so the payer knows why the amount is what it is. */
function purposeOf(policy: Policy): string {
  if (viewPolicy(policy).status === 'Inactive') {
    return texts.activates({ amount: formatShillings(policy.quotation) });
  }
  return texts.forItems({ amount: formatShillings(policy.amount_due) });
}

const localForm = (msisdn: string | null) => (msisdn ? msisdn.replace(/^\+?254/, '0') : '');

function PortalPayment({
  policy,
  msisdn,
  online,
  onPaid,
  onProcessing,
}: Omit<PortalPaymentDialogProps, 'policy' | 'onClose'> & {
  policy: Policy;
  onProcessing: (processing: boolean) => void;
}) {
  const [phone, setPhone] = useState(localForm(msisdn));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const { phase, pay, settle } = usePortalPayment(policy.id, onPaid);
  // Paying by paybill, chosen by the payer; a failure the prompt is unlikely to get past shows it at once.
  const [paybillChosen, setPaybillChosen] = useState(false);

  const start = async (event?: FormEvent) => {
    event?.preventDefault();
    // Point 5, portal payment phone: optional 254 or 0, then 1 or 7 and 8 digits; sent as 254….
    const normalised = isMpesaNumber(phone) ? normaliseMsisdn(phone) : null;
    if (!normalised) {
      setPhoneError(portalPaymentMessages.phoneInvalid);
      return;
    }
    setPhoneError(null);
    onProcessing(true);
    try {
      await pay(normalised);
    } finally {
      onProcessing(false);
    }
  };

  if (phase.kind === 'success') {
    return <PaymentReceipt receipt={phase.receipt} policyNumber={viewPolicy(policy).policyNumber} />;
  }
  const paybillShown = paybillChosen || (phase.kind === 'failed' && phase.offerPaybill === true);
  // The holder's session shows the paybill details: no payment token here.
  const paybill = paybillShown && (
    <PaybillPanel coverId={policy.id} paymentToken={null} onPaid={settle} headingLevel={3} />
  );
  const paybillOffer = !paybillShown && (
    <button
      type="button"
      className="button button--ghost button--block"
      onClick={() => setPaybillChosen(true)}
    >
      {paybillMessages.offer}
    </button>
  );
  if (phase.kind === 'processing') {
    return (
      <div className="portal-payment">
        <PaymentProgress phase={phase} />
        {paybill}
        {paybillOffer}
      </div>
    );
  }

  return (
    <form className="portal-payment" onSubmit={(event) => void start(event)} noValidate>
      <p>{purposeOf(policy)}</p>
      {phase.kind === 'failed' && (
        <div className="form-error" role="alert">
          <p>{phase.message}</p>
          {phase.detail && <p>{phase.detail}</p>}
        </div>
      )}
      {phase.kind === 'failed' && phase.nextStep && (
        <p className="portal-payment__next-step">{phase.nextStep}</p>
      )}
      {paybill}
      <div className="field">
        <label htmlFor="portal-payment-phone">{texts.mpesaNumber}</label>
        <input
          id="portal-payment-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? 'portal-payment-phone-error' : undefined}
        />
        {phoneError && (
          <p id="portal-payment-phone-error" className="field__error" role="alert">
            {phoneError}
          </p>
        )}
      </div>
      {!online && <p className="field__hint">{portalPaymentMessages.offline}</p>}
      <button type="submit" className="button button--primary button--block" disabled={!online}>
        {phase.kind === 'failed' ? texts.retry : policyCardMessages.payNow}
      </button>
      {paybillOffer}
    </form>
  );
}
