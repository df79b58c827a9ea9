import { type QuotedProduct, QuotedProductSchema } from '../../../domain/api';
import type { WizardDraft } from '../state/wizard-draft';

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
  if (!draft) return null;
  for (const branch of [draft.owner, draft.tenant]) {
    const product = branch.quotationData?.products.find((candidate) => candidate.id === productId);
    if (product) return product;
  }
  return null;
}
