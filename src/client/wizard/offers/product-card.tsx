import { useState } from 'react';
import { useLocation } from 'wouter';
import type { QuotedProduct } from '../../../domain/api/quotations';
import { formatShillings } from '../../../domain/money';
import { offersMessages } from '../../../domain/wizard/offers-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { paths } from '../../routing/paths';
import { lazyDialog } from '../../ui/lazy-modal';
import { plainCopy } from '../state/wizard-store';
import { BenefitButton } from './benefit-button';
import { CoverageSections } from './coverage-sections';
import type { TermsDialogProps } from './terms-dialog';
import { underwriterInitials } from './underwriter-initials';

// The terms (sanitised HTML) and their dialog load when first opened: not on the way to the prices.
const TermsDialog = lazyDialog<TermsDialogProps>(() =>
  import('./terms-dialog').then((module) => ({ default: module.TermsDialog })),
);

// Point 9: each product card shows only the first 2 benefits.
const benefitsShown = 2;

interface ProductCardProps {
  product: QuotedProduct;
  selected: boolean;
  onSelect: () => void;
  onBuy: () => void;
}

/** Point 2, Choose Your Policy: one priced product. */
export function ProductCard({ product, selected, onSelect, onBuy }: ProductCardProps) {
  const [, navigate] = useLocation();
  const [termsOpen, setTermsOpen] = useState(false);
  const hasTerms = Boolean(product.terms_and_conditions?.trim());
  const headingId = `product-${product.id}-name`;

  return (
    <article className={`product-card${selected ? ' is-selected' : ''}`} aria-labelledby={headingId}>
      <header className="product-card__header">
        <span className="product-card__initials" aria-hidden="true">
          {underwriterInitials(product.under_writer.name)}
        </span>
        <div>
          <h2 id={headingId}>{product.name}</h2>
          <p className="product-card__underwriter">{product.under_writer.name}</p>
        </div>
      </header>
      <p className="product-card__description">{product.description}</p>
      <p className="product-card__price">
        <span className="product-card__amount">{formatShillings(product.quotation)}</span>{' '}
        {wizardStepMessages.perYear}
      </p>
      <CoverageSections sections={product.sections} className="product-card__sections" />
      {product.benefits.length > 0 && (
        <div className="product-card__benefits">
          <p className="product-card__benefits-title">{offersMessages.keyBenefits}</p>
          {product.benefits.slice(0, benefitsShown).map((benefit) => (
            <BenefitButton key={benefit.name} benefit={benefit} />
          ))}
        </div>
      )}
      <label className="product-card__choose">
        <input type="radio" name="policy" checked={selected} onChange={onSelect} />
        {offersMessages.chooseCover}
      </label>
      <div className="product-card__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            const plain = plainCopy(product);
            navigate(paths.productDetails(product.id), {
              state: { product: plain, sections: plain.sections },
            });
          }}
        >
          {offersMessages.viewDetails}
        </button>
        {hasTerms && (
          <button type="button" className="button button--ghost" onClick={() => setTermsOpen(true)}>
            {offersMessages.viewTerms}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onBuy}>
          {offersMessages.buyNow}
        </button>
      </div>
      {hasTerms && <TermsDialog product={product} open={termsOpen} onOpenChange={setTermsOpen} />}
    </article>
  );
}
