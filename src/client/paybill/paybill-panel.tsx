import './paybill.css';
import { useId, useState } from 'react';
import type { PaybillDetails } from '../../domain/api/payments';
import { formatShillings } from '../../domain/money';
import { paybillMessages, paybillSteps } from '../../domain/paybill-messages';
import { usePaybillDetails } from './use-paybill-details';

interface PaybillPanelProps {
  coverId: string;
  /** The buy answer's secret in the wizard; null in the portal, where the session is enough. */
  paymentToken: string | null;
  /** Runs once, when the payment has arrived (by paybill, or a prompt paid meanwhile). */
  onPaid: (details: PaybillDetails) => void;
  /** An h2 of the wizard's step, or an h3 inside its failure panel or under the portal dialog's title. */
  headingLevel?: 2 | 3;
}

/** Pay by paybill: what to type in the M-Pesa menu, each value with a Copy button, finishing by itself. */
export function PaybillPanel({ coverId, paymentToken, onPaid, headingLevel = 2 }: PaybillPanelProps) {
  const { details, problem } = usePaybillDetails(coverId, paymentToken, onPaid);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setAnnouncement(paybillMessages.copied({ label, value }));
    } catch {
      setAnnouncement(paybillMessages.copyFailed);
    }
  };

  const values = details && [
    {
      label: paybillMessages.businessNumber,
      shown: details.business_number,
      copied: details.business_number,
    },
    { label: paybillMessages.accountNumber, shown: details.account_number, copied: details.account_number },
    { label: paybillMessages.amount, shown: formatShillings(details.amount), copied: String(details.amount) },
  ];

  return (
    <section className="paybill" aria-labelledby={headingId}>
      <Heading id={headingId}>{paybillMessages.heading}</Heading>
      {!details ? (
        <p>{problem ? paybillMessages.unavailable : paybillMessages.loading}</p>
      ) : (
        <>
          <p>{paybillMessages.intro({ underwriter: details.underwriter })}</p>
          <dl className="paybill__values">
            {values?.map((value) => (
              <div key={value.label} className="paybill__value">
                <dt>{value.label}</dt>
                <dd>
                  <span className="paybill__figure">{value.shown}</span>
                  <button
                    type="button"
                    className="button button--ghost paybill__copy"
                    aria-label={paybillMessages.copyLabel({ label: value.label })}
                    onClick={() => void copy(value.label, value.copied)}
                  >
                    {paybillMessages.copy}
                  </button>
                </dd>
              </div>
            ))}
          </dl>
          <ol className="paybill__steps">
            {paybillSteps(details).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="paybill__waiting">
            {problem === 'offline' ? paybillMessages.offline : paybillMessages.waiting}
          </p>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
