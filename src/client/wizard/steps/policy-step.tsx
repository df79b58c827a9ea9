import { useEffect } from 'react';
import type { QuotedProduct } from '../../../domain/api/quotations';
import { quotationMessages } from '../../../domain/quotation-messages';
import { readQuotationProducts } from '../../../domain/quotation-products';
import { offersMessages } from '../../../domain/wizard/offers-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { preloadModal } from '../../ui/lazy-modal';
import { showToast } from '../../ui/toast';
import { whenPageIdle } from '../../ui/when-page-idle';
import { ProductCard } from '../offers/product-card';
import { QuotationHeader } from '../offers/quotation-header';
import { pause, selectionPauseMs } from '../state/pause';
import { useWizard } from '../state/use-wizard';
import { activeBranch, choosePolicyCard, goToStep, previousStep, selectPolicy } from '../state/wizard-store';

/** Step 2, Choose Your Policy (point 2). */
export function PolicyStep() {
  const snap = useWizard();
  const branch = activeBranch(snap);
  // Checked, not trusted: the quotation may come from a draft an older version of the app saved.
  const read = readQuotationProducts(branch?.quotationData ?? null);
  const products = read.kind === 'listed' ? read.products : [];
  const chosenId = branch?.chosenPolicyId ?? branch?.selectedPolicyId ?? null;
  // The cards' popups load after the prices have painted, so a first tap on a benefit opens at once.
  useEffect(() => whenPageIdle(preloadModal), []);

  const proceedWith = async (product: QuotedProduct) => {
    try {
      selectPolicy(product);
      await pause(selectionPauseMs);
      goToStep(3);
    } catch {
      void showToast('error', quotationMessages.proceedFailed);
    }
  };
  const chosen = products.find((product) => product.id === chosenId) ?? null;

  const problems = {
    missing: quotationMessages.noQuotation,
    empty: quotationMessages.noProducts,
    unreadable: quotationMessages.productsUnreadable,
  } as const;
  const body =
    read.kind === 'listed' ? (
      <>
        <QuotationHeader
          products={read.products}
          coverType={read.coverType}
          ownership={snap.formNavigation.ownershipType ?? 'tenant'}
        />
        <div className="product-grid">
          {read.products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              selected={product.id === chosenId}
              onSelect={() => choosePolicyCard(product.id)}
              onBuy={() => void proceedWith(product)}
            />
          ))}
        </div>
      </>
    ) : (
      <p className="form-error" role="alert">
        {problems[read.kind]}
      </p>
    );

  return (
    <div className="wizard-step">
      {body}
      {products.length > 0 && !chosen && <p className="form-note">{quotationMessages.selectPolicy}</p>}
      <div className="wizard-actions">
        <button type="button" className="button button--ghost" onClick={previousStep}>
          {wizardStepMessages.back}
        </button>
        <button type="button" className="button button--ghost" onClick={() => goToStep(1)}>
          {offersMessages.getNewQuote}
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
          {wizardStepMessages.continue}
        </button>
      </div>
    </div>
  );
}
