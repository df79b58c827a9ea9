import { type QuotedProduct, QuotedProductSchema } from '../../../domain/api/quotations';
import type { CoverType, Ownership } from '../../../domain/cover-type';
import { readQuotationProducts } from '../../../domain/quotation-products';
import type { WizardDraft } from '../state/wizard-draft';

export interface HeldProduct {
  /** The branch (owner or tenant) whose quotation priced the product. */
  ownership: Ownership;
  product: QuotedProduct;
  coverType: CoverType;
}

/**
 * The quotation on this device that priced the product, the current ownership's first. Buying must use
 * that branch: its quotation is what the contact step saves and its answers are what the cover insures.
 */
export function quotationHolding(draft: WizardDraft, productId: string): HeldProduct | null {
  const order: Ownership[] =
    draft.formNavigation.ownershipType === 'tenant' ? ['tenant', 'owner'] : ['owner', 'tenant'];
  for (const ownership of order) {
    const read = readQuotationProducts(draft[ownership].quotationData);
    if (read.kind !== 'listed') continue;
    const product = read.products.find((candidate) => candidate.id === productId);
    if (product) return { ownership, product, coverType: read.coverType };
  }
  return null;
}

/**
 * The product a details page shows: from the navigation state when the visitor came from a card (point
 * 2), else from the saved draft's quotation, so a reload or a shared link still works on this device.
 */
export function findProduct(
  productId: string,
  navigationState: unknown,
  draft: WizardDraft | null,
): QuotedProduct | null {
  const fromState = QuotedProductSchema.safeParse((navigationState as { product?: unknown } | null)?.product);
  if (fromState.success && fromState.data.id === productId) return fromState.data;
  return draft ? (quotationHolding(draft, productId)?.product ?? null) : null;
}
