import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { decideCoverage } from '../../../domain/coverage-rules';
import { quotationMessages } from '../../../domain/quotation-messages';
import { failureMessage } from '../../api/failure-message';
import { isUnreachable } from '../../api/http';
import { idempotencyKeys } from '../../api/idempotency-key';
import { requestQuotation } from '../../api/quotations-api';
import { refreshCatalogueSnapshot } from '../../outbox/catalogue-refresh';
import { drainIfPending, startOutboxTriggers } from '../../outbox/outbox-triggers';
import { queueQuoteRequest } from '../../outbox/queue-quote';
import { paths } from '../../routing/paths';
import { showToast } from '../../ui/toast';
import { whenUserStarts } from '../../ui/when-user-starts';
import { ContentsCategory } from '../coverage/contents-category';
import { CoverageSummary } from '../coverage/coverage-summary';
import { ExistingQuotation } from '../coverage/existing-quotation';
import { OwnershipQuestion } from '../coverage/ownership-question';
import { PropertyFields } from '../coverage/property-fields';
import { QueuedQuotes } from '../coverage/queued-quotes';
import { coverageAnswersOf, quoteRequestOf } from '../state/quote-request';
import { useWizard } from '../state/use-wizard';
import { chooseOwnership, goToStep, storeQuotation, wizardSnapshot } from '../state/wizard-store';

const keyFor = idempotencyKeys();

/** Step 1, Coverage Details (point 2). */
export function CoverageStep() {
  const snap = useWizard();
  const ownership = snap.formNavigation.ownershipType;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    startOutboxTriggers();
    drainIfPending();
    // The prices for an offline indicative quote; checking them loads the contract's schemas (zod).
    return whenUserStarts(() => void refreshCatalogueSnapshot());
  }, []);

  const getQuotation = async () => {
    const draft = wizardSnapshot();
    const decision = decideCoverage(coverageAnswersOf(draft));
    setProblem(decision.ok ? null : decision.message);
    if (!decision.ok) return;
    setBusy(true);
    const body = quoteRequestOf(draft);
    const key = keyFor(body);
    try {
      // With no connection the request waits in the outbox under the same key (ARCHITECTURE.md, Client).
      if (!navigator.onLine) return await queueQuoteRequest(body, key);
      storeQuotation(await requestQuotation(body, key));
      goToStep(2);
    } catch (error) {
      // No answer (patchy data, Wi-Fi without internet): queued too, unless the device cannot store it.
      const queued =
        isUnreachable(error) &&
        (await queueQuoteRequest(body, key).then(
          () => true,
          () => false,
        ));
      if (queued) return;
      const message = failureMessage(error, {
        answered: quotationMessages.failed,
        thrown: quotationMessages.thrown,
      });
      setProblem(message);
      void showToast('error', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="wizard-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void getQuotation();
      }}
    >
      <OwnershipQuestion
        value={ownership}
        onChange={(value) => {
          chooseOwnership(value);
          setProblem(null);
        }}
      />
      {ownership === 'owner' && <PropertyFields showErrors={problem !== null} />}
      {ownership !== null && (
        <>
          <p className="form-note">
            {ownership === 'owner'
              ? 'Contents are optional: add them to cover your belongings too.'
              : 'Add at least one: your household items or your portable gadgets.'}
          </p>
          {/* Keyed by the answer: changing owner/tenant clears the lists and every error (point 4), and
              that includes each list editor's own message, which lives in the editor. */}
          <ContentsCategory key={`household-${ownership}`} category="household" />
          <ContentsCategory key={`gadgets-${ownership}`} category="gadgets" />
          <CoverageSummary />
        </>
      )}
      <QueuedQuotes />
      <ExistingQuotation />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="wizard-actions">
        <Link href={paths.homeInsurance} className="button button--ghost">
          Back
        </Link>
        <button
          type="submit"
          className="button button--primary"
          disabled={ownership === null || busy}
          aria-busy={busy}
        >
          {busy ? 'Getting Quotation...' : 'Next'}
        </button>
      </div>
    </form>
  );
}
