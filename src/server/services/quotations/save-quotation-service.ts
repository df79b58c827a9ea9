// Save quotation (point 7): the visitor's chosen product and contact details, kept as the agency's lead.
import type { SaveQuotationRequest } from '../../../domain/api';
import { contactMessages } from '../../../domain/contact-rules';
import { isEmailAddress } from '../../../domain/email';
import { normaliseMsisdn } from '../../../domain/phone';
import { quotationMessages } from '../../../domain/quotation-messages';
import type { Clock } from '../../clock';
import { InvalidRequestError, NotFoundError } from '../../http/app-errors';
import type { QuotationsRepository } from './quotations-repository';

export const productNotQuotedMessage =
  'This product is not part of the quotation. Please choose a quoted product.';

// Quotation ids are UUIDs; anything else cannot exist, and PostgreSQL would reject it as a uuid anyway.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SavedQuotation {
  id: string;
  quotation_id: string;
  product_id: string;
}

export function createSaveQuotationService(deps: { quotations: QuotationsRepository; clock: Clock }) {
  return {
    async saveQuotation(request: SaveQuotationRequest): Promise<SavedQuotation> {
      // The contact form's own rules, in its order, after the schema's "required" checks.
      const msisdn = normaliseMsisdn(request.user.msisdn);
      if (!msisdn) {
        throw new InvalidRequestError('invalid_phone', contactMessages.phoneFormat, [
          { path: 'user.msisdn', message: contactMessages.phoneFormat },
        ]);
      }
      if (!isEmailAddress(request.user.email)) {
        throw new InvalidRequestError('invalid_email', contactMessages.emailFormat, [
          { path: 'user.email', message: contactMessages.emailFormat },
        ]);
      }

      const quotation = uuidPattern.test(request.quotation_id)
        ? await deps.quotations.findById(request.quotation_id.toLowerCase())
        : null;
      if (!quotation) throw new NotFoundError('quotation_not_found', quotationMessages.noQuotation);
      if (!quotation.products.some((product) => product.id === request.product_id)) {
        throw new InvalidRequestError('product_not_quoted', productNotQuotedMessage, [
          { path: 'product_id', message: productNotQuotedMessage },
        ]);
      }

      const { id } = await deps.quotations.saveLead({
        quotationId: quotation.id,
        productId: request.product_id,
        contact: { ...request.user, msisdn, email: request.user.email.trim().toLowerCase() },
        createdAt: deps.clock.now(),
      });
      return { id, quotation_id: quotation.id, product_id: request.product_id };
    },
  };
}

export type SaveQuotationService = ReturnType<typeof createSaveQuotationService>;
