import '../wizard.css';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { quotationMessages } from '../../../domain/quotation-messages';
import { offersMessages } from '../../../domain/wizard/offers-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { useSavedDraft } from '../../offline/use-saved-draft';
import { paths } from '../../routing/paths';
import { PageHeading } from '../../ui/page-heading';
import { PageLoading } from '../../ui/page-loading';
import { BenefitButton } from '../offers/benefit-button';
import { CoverageSections } from '../offers/coverage-sections';
import { pause, selectionPauseMs } from '../state/pause';
import { startWizardAutosave, wizardDraftSlot } from '../state/wizard-autosave';
import { goToStep, openQuotedBranch, selectPolicy, wizardSnapshot } from '../state/wizard-store';
import { findProduct, quotationHolding } from './find-product';
import { PremiumCard } from './premium-card';

/** /product/{productId} (point 2). */
export function ProductDetails({ productId }: { productId: string }) {
  const navigationState = useHistoryState<unknown>();
  const [, navigate] = useLocation();
  const savedDraft = useSavedDraft(wizardDraftSlot);
  // A card's link carries the product; a shared link or a reload looks in this device's saved quotation
  // (loading until it is read), and a quotation saved later, by another tab, shows the product at once.
  const product =
    findProduct(productId, navigationState, savedDraft ?? null) ??
    (savedDraft === undefined ? undefined : null);
  const [buyProblem, setBuyProblem] = useState<string | null>(null);

  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate(paths.homePackage));
  const backButton = (
    <button type="button" className="button button--ghost" onClick={goBack}>
      <ArrowLeft aria-hidden="true" size={18} /> {wizardStepMessages.back}
    </button>
  );

  if (product === undefined) return <PageLoading />;
  if (product === null) {
    return (
      <div className="container page">
        <PageHeading title={quotationMessages.productNotFoundTitle}>
          <p className="lead">{quotationMessages.productNotFoundBody}</p>
        </PageHeading>
        {backButton}
      </div>
    );
  }

  // Buy Now: store the product as the selected policy, then open the wizard at Contact & KYC (point 2).
  const buyNow = async () => {
    const stopAutosave = await startWizardAutosave();
    try {
      const held = quotationHolding(wizardSnapshot(), product.id);
      if (!held) {
        // Nothing on this device priced it (the quote was reset meanwhile): the contact step could not save.
        setBuyProblem(quotationMessages.noQuotation);
        return;
      }
      openQuotedBranch(held.ownership, held.coverType);
      selectPolicy(held.product);
      await pause(selectionPauseMs);
      goToStep(3);
      // Written before navigating, so the wizard restores this choice and not the draft from before it.
      await wizardDraftSlot.save(wizardSnapshot());
    } finally {
      stopAutosave();
    }
    navigate(paths.homePackage);
  };

  return (
    <div className="container page product-details">
      {backButton}
      <PageHeading title={product.name}>
        <p className="lead">{product.description}</p>
        <p>
          {offersMessages.underwriter({
            name: product.under_writer?.name || offersMessages.unknownUnderwriter,
          })}
        </p>
      </PageHeading>
      <div className="product-details__grid">
        <div>
          <section className="summary-card" aria-labelledby="coverage-heading">
            <h2 id="coverage-heading">{offersMessages.coverage}</h2>
            <CoverageSections sections={product.sections} className="review-list" />
          </section>
          <section className="summary-card" aria-labelledby="benefits-heading">
            <h2 id="benefits-heading">{offersMessages.benefits}</h2>
            <ul className="benefit-list">
              {product.benefits.map((benefit) => (
                <li key={benefit.name}>
                  <strong>{benefit.name}</strong>
                  {benefit.description && <p>{benefit.description}</p>}
                  <BenefitButton benefit={benefit} label={offersMessages.benefitDetails} />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div>
          <PremiumCard product={product} />
          {buyProblem && (
            <p className="form-error" role="alert">
              {buyProblem}
            </p>
          )}
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void buyNow()}
          >
            {offersMessages.buyNowDetails}
          </button>
        </div>
      </div>
    </div>
  );
}
