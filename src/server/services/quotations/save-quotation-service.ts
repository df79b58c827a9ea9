// Save quotation (point 7): the visitor's chosen product and contact details, kept as the agency's lead.
import type { SaveQuotationRequest } from '../../../domain/api';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import type { QuotationsRepository } from './quotations-repository';

export interface SavedQuotation {
  id: string;
  quotation_id: string;
  product_id: string;
}

export function createSaveQuotationService(deps: { quotations: QuotationsRepository; clock: Clock }) {
  return {
    /** The request as the route's schema left it: the id a UUID, the phone and e-mail normalised. */
    async saveQuotation(request: SaveQuotationRequest): Promise<SavedQuotation> {
      const quotation = await deps.quotations.findById(request.quotation_id);
      if (!quotation) throw apiError('quotation_not_found');
      if (!quotation.products.some((product) => product.id === request.product_id)) {
        throw apiError('product_not_quoted', { field: 'product_id' });
      }

      const { id } = await deps.quotations.saveLead({
        quotationId: quotation.id,
        productId: request.product_id,
        contact: request.user,
        createdAt: deps.clock.now(),
      });
      return { id, quotation_id: quotation.id, product_id: request.product_id };
    },
  };
}
