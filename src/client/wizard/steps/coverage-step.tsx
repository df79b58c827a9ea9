import { useState } from 'react';
import { Link } from 'wouter';
import { decideCoverage } from '../../../domain/coverage-rules';
import { quotationMessages } from '../../../domain/quotation-messages';
import { failureMessage } from '../../api/failure-message';
import { idempotencyKeys } from '../../api/idempotency-key';
import { requestQuotation } from '../../api/quotations-api';
import { paths } from '../../routing/paths';
import { showToast } from '../../ui/toast';
import { ContentsCategory } from '../coverage/contents-category';
import { CoverageSummary } from '../coverage/coverage-summary';
import { ExistingQuotation } from '../coverage/existing-quotation';
import { OwnershipQuestion } from '../coverage/ownership-question';
import { PropertyFields } from '../coverage/property-fields';
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

  const getQuotation = async () => {
    const draft = wizardSnapshot();
    const decision = decideCoverage(coverageAnswersOf(draft));
    setProblem(decision.ok ? null : decision.message);
    if (!decision.ok) return;
    setBusy(true);
    try {
      const body = quoteRequestOf(draft);
      storeQuotation(await requestQuotation(body, keyFor(body)));
      goToStep(2);
    } catch (error) {
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
