// Point 7: buying a cover and paying by M-Pesa (buy product, payment status, prompt resend, callback).
import { z } from 'zod';
import { idSchema, msisdnSchema, textField } from '../fields';
import { paymentMessages } from '../payment-messages';
import { quotationMessages } from '../quotation-messages';
import { reviewMessages } from '../review-rules';
import { boundedText } from '../text';
import { ContactSchema, QuoteRequestSchema } from './quotations';

/** The paying number of point 5 (wizard payment), normalised to 2547XXXXXXXX / 2541XXXXXXXX. */
const PayerMsisdnSchema = msisdnSchema({
  required: paymentMessages.numberRequired,
  invalid: paymentMessages.numberInvalid,
});

/** Point 7, buy product. The server re-prices: `quotation` and `premium` are what the visitor saw. */
export const BuyCoverRequestSchema = z.object({
  // The quote request's fields and caps, plus what the chosen product and the property add.
  cover: QuoteRequestSchema.extend({
    country_or_town: textField(120).default(''),
    type_of_residence: textField(60).default(''),
    construction: textField(60).default(''),
    house_number: textField(40).default(''),
    plot_number: textField(40).default(''),
    product_id: textField(64, reviewMessages.noPolicy),
    /** The quotation the product was chosen from; its snapshot is the price honoured. */
    quotation_id: idSchema(quotationMessages.noQuotation).optional(),
    quotation: z.number().optional(),
    premium: z.number().optional(),
  }),
  user: ContactSchema,
  msisdn: PayerMsisdnSchema,
});
export type BuyCoverRequest = z.infer<typeof BuyCoverRequestSchema>;
export type BuyCoverRequestInput = z.input<typeof BuyCoverRequestSchema>;

/**
 * A route that takes no body: whatever one carries is read as none, so it never reaches the idempotency
 * hash (a deeply nested body there overflowed the stack).
 */
export const NoBodySchema = z.unknown().transform(() => null);

/** Retry Payment: the cover in the path, the paying number (optional) in the query. */
export const StkPushParamsSchema = z.object({ coverId: idSchema(paymentMessages.coverNotFound) });
export const StkPushQuerySchema = z.object({ msisdn: PayerMsisdnSchema.optional() });

/** Daraja's CheckoutRequestIDs ('ws_CO_…') are about 40 characters; ours are never longer than 100. */
export const StkStatusParamsSchema = z.object({
  checkoutId: boundedText(100, paymentMessages.missingCheckoutForVerification),
});

/**
 * Our STK request id in M-Pesa's callback path (newer prompts). A reference that is not one of our ids is
 * read as none, so the callback is still acknowledged and matched by its checkout id.
 */
export const CallbackReferenceSchema = idSchema('Unknown request.').optional().catch(undefined);

/** The longest callback token accepted (the server's route parameters are sized for it). */
export const MAX_CALLBACK_TOKEN_LENGTH = 256;

/** The secret token in M-Pesa's callback paths; the service compares it with the configured one. */
export const CallbackTokenSchema = boundedText(MAX_CALLBACK_TOKEN_LENGTH);

/** What a push (buy product, or a resend) answers: the client reads these fields (point 7). */
export const StkPushResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  transaction_id: z.string(),
  checkout_request_id: z.string(),
  policyId: z.string(),
  /** The purchase's short reference (K7Q3-M9XT): what the buyer is shown and quotes. */
  reference: z.string(),
  data: z.object({
    cover_id: z.string(),
    reference: z.string(),
    checkout_request_id: z.string(),
    response_description: z.string(),
    /** Whole shillings asked for: the server's own price, not the client's. */
    amount: z.number(),
    /** Seconds the prompt stays open on the phone. */
    expires_in: z.number(),
    /**
     * Buy product only: the secret that lets this buyer see the payment's details and retry it (sent
     * back as the X-Payment-Token header). Kept by the wizard in its draft; shown to nobody.
     */
    payment_token: z.string().optional(),
  }),
});
export type StkPushResponse = z.infer<typeof StkPushResponseSchema>;

/**
 * Point 7, payment status. `status` is 'success' only when the payment is confirmed; 'pending' while the
 * prompt is open; 'failed' with the M-Pesa ResultCode (1032 cancelled, 1037 timed out, 2001, 1, …).
 */
export const PaymentStatusResponseSchema = z.object({
  status: z.enum(['success', 'pending', 'failed']),
  ResultCode: z.number().nullable(),
  ResultDesc: z.string(),
  errorMessage: z.string().optional(),
  cover_id: z.string(),
  /** The purchase's short reference, as the buy answer gave it. */
  reference: z.string(),
  mpesa_receipt_number: z.string().nullable(),
  amount: z.number(),
  transaction_date: z.string().nullable(),
  /** The policy itself: 'active' once a payment for it is confirmed (by this prompt or another). */
  cover_status: z.enum(['active', 'inactive']),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

/** The status anyone with a checkout id gets without the payment's token or the holder's session. */
export const PaymentStatusSummarySchema = PaymentStatusResponseSchema.pick({ status: true });
export type PaymentStatusSummary = z.infer<typeof PaymentStatusSummarySchema>;

/**
 * How to pay a purchase from the M-Pesa menu when the prompt cannot reach the phone: the underwriter's
 * paybill, the purchase reference as the account number and the exact amount. `payment` is the settled
 * payment once the money has arrived (by paybill or by any prompt), for the page that waits for it.
 */
export const PaybillDetailsSchema = z.object({
  business_number: z.string(),
  account_number: z.string(),
  amount: z.number(),
  underwriter: z.string(),
  paid: z.boolean(),
  payment: PaymentStatusResponseSchema.nullable(),
});
export type PaybillDetails = z.infer<typeof PaybillDetailsSchema>;

/** A paybill payment M-Pesa asks us to validate: '0' takes it, a C2B code turns the payer away. */
export const PaybillValidationAnswerSchema = z.object({
  ResultCode: z.string(),
  ResultDesc: z.enum(['Accepted', 'Rejected']),
});

/** Daraja's acknowledgement, whatever the callback said. */
export const CallbackAcknowledgementSchema = z.object({
  ResultCode: z.literal(0),
  ResultDesc: z.literal('Accepted'),
});
export type CallbackAcknowledgement = z.infer<typeof CallbackAcknowledgementSchema>;
