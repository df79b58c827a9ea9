import { lazy, Suspense } from 'react';
import { useWizard } from '../state/use-wizard';
import { activeBranch } from '../state/wizard-store';

// The summary checks the stored quotation against the contract (zod): loaded only when there is one.
const ExistingQuotationSummary = lazy(() => import('./existing-quotation-summary'));

/** Point 2: an already-obtained quotation shows its name, description and products. */
export function ExistingQuotation() {
  const snap = useWizard();
  const quotation = activeBranch(snap)?.quotationData ?? null;
  if (quotation === null) return null;
  return (
    <Suspense fallback={null}>
      <ExistingQuotationSummary quotation={quotation} />
    </Suspense>
  );
}
