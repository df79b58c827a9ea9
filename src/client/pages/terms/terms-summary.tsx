import { termsMessages as messages } from '../../../domain/pages/terms-messages';

/**
 * The key points of the terms in the page's language, above the clauses, which stay in English (the
 * binding text): shown only on a page in another language than the clauses' own.
 */
export function TermsSummary() {
  const points = [
    messages.summaryNotInsurer,
    messages.summaryClaims,
    messages.summaryTrueInformation,
    messages.summaryPayment,
    messages.summaryChanges,
    messages.summaryData,
    messages.summaryLaw,
  ];
  return (
    <section className="terms-summary" aria-labelledby="terms-summary-heading">
      <h2 id="terms-summary-heading">{messages.summaryTitle}</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="terms-summary__binding">
        <strong>{messages.bindingText}</strong>
      </p>
    </section>
  );
}
