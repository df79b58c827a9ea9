import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { connectionMessages } from '../../../domain/connection-messages';
import { decideCoverage } from '../../../domain/coverage-rules';
import { coverageStepMessages } from '../../../domain/wizard/coverage-step-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { idempotencyKeys } from '../../api/idempotency-key';
import { trackUrgentWork } from '../../api/urgent-requests';
import { drainIfPending, startOutboxTriggers } from '../../outbox/outbox-triggers';
import { paths } from '../../routing/paths';
import { showToast } from '../../ui/toast';
import { whenUserStarts } from '../../ui/when-user-starts';
import { CoverageSummary } from '../coverage/coverage-summary';
import { ExistingQuotation } from '../coverage/existing-quotation';
import { ItemSection } from '../coverage/item-section';
import { OwnershipQuestion } from '../coverage/ownership-question';
import { PropertyFields } from '../coverage/property-fields';
import { QueuedQuotes } from '../coverage/queued-quotes';
import { coverageAnswersOf, quoteRequestOf } from '../state/quote-request';
import { useWizard } from '../state/use-wizard';
import { chooseOwnership, goToStep, storeQuotation, wizardSnapshot } from '../state/wizard-store';

const keyFor = idempotencyKeys();
// The request itself (API client, outbox queue, failure wording) is not needed to paint the step.
const quotationRequest = () => import('../coverage/quotation-request');

async function askForQuotation(body: ReturnType<typeof quoteRequestOf>) {
  const loaded = await quotationRequest().catch(() => null);
  // The module is precached; this is a build that changed under an open page on a dropped connection.
  return loaded
    ? await loaded.askForQuotation(body, keyFor(body))
    : ({ kind: 'failed', message: connectionMessages.partNotLoaded } as const);
}

/** Step 1, Coverage Details (point 2). */
export function CoverageStep() {
  const snap = useWizard();
  const ownership = snap.formNavigation.ownershipType;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    startOutboxTriggers();
    drainIfPending();
    // The prices for an offline indicative quote (checking them loads the contract's schemas, zod), and
    // the request behind 'Next', fetched while the visitor answers. A module that cannot load now is
    // tried again when needed.
    return whenUserStarts(() => {
      void import('../../outbox/catalogue-refresh')
        .then((module) => module.refreshCatalogueSnapshot())
        .catch(() => undefined);
      void quotationRequest().catch(() => undefined);
    });
  }, []);

  const getQuotation = async () => {
    const draft = wizardSnapshot();
    const decision = decideCoverage(coverageAnswersOf(draft));
    setProblem(decision.ok ? null : decision.message);
    if (!decision.ok) return;
    setBusy(true);
    const body = quoteRequestOf(draft);
    try {
      // Urgent from the tap rather than from the request: on a first visit the request's script comes
      // first, and what can wait (the offline download, the draft's store) waits for both.
      const answer = await trackUrgentWork(askForQuotation(body));
      if (answer.kind === 'quoted') {
        storeQuotation(answer.quotation);
        goToStep(2);
      } else if (answer.kind === 'failed') {
        setProblem(answer.message);
        void showToast('error', answer.message);
      }
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
              ? coverageStepMessages.ownerContentsNote
              : coverageStepMessages.tenantContentsNote}
          </p>
          {/* Keyed by the answer: changing owner/tenant clears the lists and every error (point 4), and
              that includes each list editor's own message, which lives in the editor. */}
          <ItemSection key={`household-${ownership}`} category="household" />
          <ItemSection key={`portable-${ownership}`} category="portable" />
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
          {wizardStepMessages.back}
        </Link>
        <button
          type="submit"
          className="button button--primary"
          disabled={ownership === null || busy}
          aria-busy={busy}
        >
          {busy ? coverageStepMessages.gettingQuotation : coverageStepMessages.next}
        </button>
      </div>
    </form>
  );
}
