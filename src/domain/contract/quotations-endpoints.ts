// Quotations: asking for one, keeping the chosen product as the agency's lead, and buying the cover.
// Open to anyone (the wizard is used before any account exists); each creates rows, so each honours an
// Idempotency-Key.
import { defineEndpoints } from './endpoint';

/** What a buy or a Retry Payment may answer once it comes to the M-Pesa prompt (payment-prompt.ts). */
export const promptRefusals = [
  'cover_not_found',
  'cover_declined',
  'cover_already_paid',
  'amount_above_mpesa_limit',
  'prompt_unconfirmed',
  'mpesa_push_unanswered',
  'mpesa_push_failed',
] as const;

/** The per-address limit on buys and Retry Payment, and the per-phone limit on prompts pushed. */
export const paymentRateLimit =
  '30 payment requests per address in 10 minutes; 5 prompts pushed per paying phone in 10 minutes';

export const quotationEndpoints = defineEndpoints({
  requestQuotation: {
    method: 'POST',
    path: '/home-insurance/quotations/quote',
    access: 'none',
    idempotencyKey: true,
    rateLimit: '120 quotations per address a minute',
    answers: 'json',
    errors: ['coverage_incomplete'],
    summary: 'Prices every product on sale for the coverage asked; the quotation is kept.',
  },
  saveQuotation: {
    method: 'POST',
    path: '/home-insurance/quotations/',
    access: 'none',
    idempotencyKey: true,
    rateLimit: null,
    answers: 'json',
    errors: ['quotation_not_found', 'product_not_quoted'],
    summary: 'Keeps the product chosen from a quotation, with the contact details, as the agency’s lead.',
  },
  // Reached as "buy product" in the route and the client, and made by the buy-product service: one
  // endpoint, named for what it does.
  buyCover: {
    method: 'POST',
    path: '/home-insurance/quotations/buy-product',
    access: 'none',
    idempotencyKey: true,
    rateLimit: `${paymentRateLimit}; identical buys without a key from one address within 2 minutes are one purchase`,
    answers: 'json',
    errors: ['coverage_incomplete', 'product_not_available', ...promptRefusals],
    summary:
      'Creates the cover (unpaid) and sends the M-Pesa prompt to the paying phone. The answer carries an ' +
      'X-Payment-Token for the payment’s status, Retry Payment and the receipt. Signed in, the buyer’s ' +
      'own details are proven.',
  },
});
