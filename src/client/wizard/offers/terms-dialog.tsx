import type { QuotedProduct } from '../../../domain/api/quotations';
import { quotationMessages } from '../../../domain/quotation-messages';
import { offersMessages } from '../../../domain/wizard/offers-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { Modal } from '../../ui/modal';
import { SanitisedHtml } from '../../ui/sanitised-html';

export interface TermsDialogProps {
  product: QuotedProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** View Terms: the underwriter and the product's terms, sanitised (point 2). */
export function TermsDialog({ product, open, onOpenChange }: TermsDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={offersMessages.termsTitle({ product: product.name })}
      size="lg"
    >
      <p className="terms__underwriter">
        {wizardStepMessages.underwrittenBy({ underwriter: product.under_writer.name })}
      </p>
      {product.terms_and_conditions?.trim() ? (
        <SanitisedHtml className="terms" html={product.terms_and_conditions} />
      ) : (
        <p>{quotationMessages.noTerms}</p>
      )}
    </Modal>
  );
}
