import type { Verification } from '../../../domain/api/verification';
import { formatDocumentDay } from '../../../domain/documents/document-dates';
import { validityInWords, verificationMessages } from '../../../domain/documents/verification-messages';

// The answer's days are Nairobi calendar days: read at Nairobi's noon, they print as that day anywhere.
const day = (iso: string) => formatDocumentDay(new Date(`${iso}T12:00:00+03:00`));

/** The verdict, large and first, then the few facts the check may show. */
export function VerificationResult({ verification }: { verification: Verification }) {
  const words = validityInWords[verification.validity];
  const tone = verification.valid ? 'valid' : 'invalid';
  return (
    <section className={`verify-result verify-result--${tone}`} aria-labelledby="verify-verdict">
      <h2 id="verify-verdict" className="verify-result__verdict">
        <span className="verify-result__mark" aria-hidden="true">
          {verification.valid ? '✓' : '✕'}
        </span>
        {words.verdict}
      </h2>
      <p className="verify-result__meaning">{words.meaning}</p>
      <dl className="verify-result__facts">
        <div>
          <dt>{verificationMessages.product}</dt>
          <dd>{verification.product}</dd>
        </div>
        <div>
          <dt>{verificationMessages.underwriter}</dt>
          <dd>{verification.underwriter}</dd>
        </div>
        <div>
          <dt>{verificationMessages.period}</dt>
          <dd>
            {verification.period
              ? `${day(verification.period.from)} – ${day(verification.period.to)}`
              : verificationMessages.periodNotStarted}
          </dd>
        </div>
        <div>
          <dt>{verificationMessages.holder}</dt>
          <dd>{verification.holder_initials}</dd>
        </div>
      </dl>
    </section>
  );
}
