import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { QuotedProduct } from '../../../domain/api';
import { quotationMessages } from '../../../domain/quotation-messages';
import { showToast } from '../../ui/toast';
import { ProductCard } from '../policies/product-card';
import { QuotationHeader } from '../policies/quotation-header';
import { pause, selectionPauseMs } from '../state/pause';
import { activeBranch, goToStep, previousStep, selectPolicy, wizard } from '../state/wizard-store';

/** Step 2, Choose Your Policy (point 2). */
export function PolicyStep() {
  const snap = useSnapshot(wizard);
  const branch = activeBranch(snap as typeof wizard);
  const quotation = branch?.quotationData ?? null;
  const [chosenId, setChosenId] = useState<string | null>(branch?.selectedPolicyId ?? null);

  const proceedWith = async (product: QuotedProduct) => {
    try {
      selectPolicy(product);
      await pause(selectionPauseMs);
      goToStep(3);
    } catch {
      void showToast('error', quotationMessages.proceedFailed);
    }
  };
  const chosen = quotation?.products.find((product) => product.id === chosenId) ?? null;

  let body: React.ReactNode;
  if (!quotation) {
    body = (
      <p className="form-error" role="alert">
        {quotationMessages.noQuotation}
      </p>
    );
  } else if (quotation.products.length === 0) {
    body = (
      <p className="form-error" role="alert">
        {quotationMessages.noProducts}
      </p>
    );
  } else {
    body = (
      <>
        <QuotationHeader quotation={quotation} ownership={snap.formNavigation.ownershipType ?? 'tenant'} />
        <div className="product-grid">
          {quotation.products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              selected={product.id === chosenId}
              onSelect={() => setChosenId(product.id)}
              onBuy={() => void proceedWith(product)}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <div className="wizard-step">
      {body}
      {quotation && quotation.products.length > 0 && !chosen && (
        <p className="form-note">{quotationMessages.selectPolicy}</p>
      )}
      <div className="wizard-actions">
        <button type="button" className="button button--ghost" onClick={previousStep}>
          Back
        </button>
        <button type="button" className="button button--ghost" onClick={() => goToStep(1)}>
          Get New Quote
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!chosen}
          onClick={() => {
            if (chosen) void proceedWith(chosen);
            else void showToast('error', quotationMessages.selectPolicy);
          }}
        >
          Continue
        </button>
      </div>
    </div>
  );
}
