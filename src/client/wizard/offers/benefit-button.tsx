import { useState } from 'react';
import type { Benefit } from '../../../domain/api/quotations';
import { quotationMessages } from '../../../domain/quotation-messages';
import { LazyModal as Modal } from '../../ui/lazy-modal';

/** A benefit that opens its description in a popup (point 2); the label defaults to its name. */
export function BenefitButton({ benefit, label }: { benefit: Benefit; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={label ? 'button button--link' : 'benefit-chip'}
        onClick={() => setOpen(true)}
        aria-label={label ? `${label}: ${benefit.name}` : undefined}
      >
        {label ?? benefit.name}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={benefit.name} size="sm">
        <p>{benefit.description?.trim() || quotationMessages.noBenefitDescription}</p>
      </Modal>
    </>
  );
}
