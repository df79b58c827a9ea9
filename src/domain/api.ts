// The HTTP contract: request and response schemas of every endpoint, shared by the Fastify routes (which
// validate with them) and the client (which derives its types from them). One source of truth.
import { z } from 'zod';

/** Every 4xx/5xx body the API sends. `errors` lists field problems on a 400. */
export const ApiErrorSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const DatabaseDriverSchema = z.enum(['pglite', 'postgres']);
export type DatabaseDriver = z.infer<typeof DatabaseDriverSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    driver: DatabaseDriverSchema,
    /** The tag of the newest applied migration, e.g. '0000_initial'. */
    schemaVersion: z.string(),
  }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Quotations (point 7: get quotation, save quotation)

/** Whole shillings; the forms send numbers, but a numeric string ('250000') is accepted too. */
export const ShillingsSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
  z
    .number({ error: 'Amounts must be whole shillings' })
    .int('Amounts must be whole shillings')
    .min(0, 'Amounts cannot be negative')
    .max(10_000_000_000, 'Amount is too large'),
);

export const ItemSchema = z.object({
  name: z.string().trim().min(1, 'Please enter both item name and value for all rows').max(80),
  value: ShillingsSchema.refine((value) => value > 0, 'All item values must be valid positive numbers'),
});

/** Point 7, get quotation body. Which totals are required depends on is_owner (checked by the service). */
export const QuoteRequestSchema = z.object({
  is_owner: z.enum(['1', '0'], { error: "is_owner must be '1' or '0'" }),
  location: z.string().trim().max(120).default(''),
  value_of_property: ShillingsSchema.default(0),
  value_of_portable_items: ShillingsSchema.default(0),
  value_of_house_hold_items: ShillingsSchema.default(0),
  portable_items: z.array(ItemSchema).max(50).default([]),
  house_hold_items: z.array(ItemSchema).max(50).default([]),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;

export const CoverageSectionSchema = z.object({
  name: z.string(),
  value: z.number(),
  formattedValue: z.string(),
});
export type CoverageSection = z.infer<typeof CoverageSectionSchema>;

export const BenefitSchema = z.object({ name: z.string(), description: z.string().optional() });
export type Benefit = z.infer<typeof BenefitSchema>;

export const UnderwriterSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  /** A path under the site, e.g. '/images/underwriters/simba.svg'. */
  logo: z.string(),
  /** The insurer's own site. */
  link: z.string(),
});
export type Underwriter = z.infer<typeof UnderwriterSchema>;

/** Point 3, a product as a quotation prices it. Amounts whole shillings; phcf and training_levy percent. */
export const QuotedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cover_type: z.enum(['Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks']),
  /** Total annual amount: premium + PHCF + training levy + stamp duty. */
  quotation: z.number(),
  premium: z.number(),
  /** Percent of the premium (0.25); the shillings are derived with addLevies in premium.ts. */
  phcf: z.number(),
  training_levy: z.number(),
  stamp_duty: z.number(),
  under_writer: UnderwriterSchema,
  benefits: z.array(BenefitSchema),
  /** HTML from the server: sanitise before rendering. */
  terms_and_conditions: z.string().nullable(),
  sections: z.array(CoverageSectionSchema),
  /** The cover period in months (12); present means the policy has an end date. */
  period_id: z.number().nullable(),
});
export type QuotedProduct = z.infer<typeof QuotedProductSchema>;

export const QuotationSchema = z.object({
  id: z.string(),
  cover_type: z.enum(['Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks']),
  request: QuoteRequestSchema,
  products: z.array(QuotedProductSchema),
  created_at: z.string(),
});
export type Quotation = z.infer<typeof QuotationSchema>;

export const QuoteResponseSchema = z.object({ status: z.literal(true), data: QuotationSchema });
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/** Save quotation: the visitor's chosen product and contact details, kept as the agency's lead. */
export const SaveQuotationRequestSchema = z.object({
  quotation_id: z.string().min(1),
  product_id: z.string().min(1),
  user: z.object({
    name: z.string().trim().min(1, 'Please enter your full name').max(120),
    msisdn: z.string().trim().min(1, 'Please enter your phone number'),
    email: z.string().trim().min(1, 'Please enter your email address').max(254),
    id_number: z.string().trim().min(1, 'Please enter your ID number').max(20),
    profession: z.string().trim().min(1, 'Please enter your profession').max(80),
    address: z.string().trim().min(1, 'Please enter your postal address').max(160),
    kra_pin: z.string().trim().min(1, 'Please enter your KRA PIN').max(20),
  }),
});
export type SaveQuotationRequest = z.infer<typeof SaveQuotationRequestSchema>;

export const SaveQuotationResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), quotation_id: z.string(), product_id: z.string() }),
});

// ---------------------------------------------------------------------------------------------------
// Users: lookup and one-time codes (point 7)

/** Point 3, existing-user lookup result: the full record, only for the signed-in owner of it. */
export const UserRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  msisdn: z.string(),
  id_number: z.string().nullable(),
  email: z.string().nullable(),
  profession: z.string().nullable(),
  address: z.string().nullable(),
  kra_pin: z.string().nullable(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/**
 * The lookup answer. An anonymous caller learns only that an account exists, with masked hints
 * ('J*** K***', 'j***@mail.com', '2547******78'); `user` is present only when the caller is signed in as
 * that account.
 */
export const UserLookupResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    exists: z.boolean(),
    found_by: z.enum(['phone', 'email']).optional(),
    hints: z.object({ name: z.string(), email: z.string().nullable(), msisdn: z.string() }).optional(),
    user: UserRecordSchema.optional(),
  }),
});
export type UserLookupResponse = z.infer<typeof UserLookupResponseSchema>;

/**
 * Point 7, OTP request: the account's phone as typed (any Kenyan form) or its e-mail address. The code is
 * always sent by SMS to the account's phone; the answer is the same whether or not an account exists.
 */
export const OtpRequestSchema = z.object({
  Identifier: z.string().trim().min(1, 'Phone number is required.'),
});
export const OtpRequestResponseSchema = z.object({ status: z.literal(true), data: z.string() });

export const OtpVerifySchema = z.object({
  Identifier: z.string().trim().min(1, 'Phone number is required.'),
  /** The four boxes combined into one number (point 5); 0012 arrives as 12, so it is padded back. */
  otp: z.union([z.number().int().min(0).max(9999), z.string().regex(/^\d{1,4}$/)]),
});
export const OtpVerifyResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  user_token: z.string(),
  user: UserRecordSchema,
});
export type OtpVerifyResponse = z.infer<typeof OtpVerifyResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Buying a cover and paying by M-Pesa (point 7: buy product, payment status, prompt resend)

/** Point 7, buy product. The server re-prices: `quotation` and `premium` are what the visitor saw. */
export const BuyProductRequestSchema = z.object({
  cover: z.object({
    is_owner: z.enum(['1', '0'], { error: "is_owner must be '1' or '0'" }),
    value_of_property: ShillingsSchema.default(0),
    value_of_house_hold_items: ShillingsSchema.default(0),
    value_of_portable_items: ShillingsSchema.default(0),
    location: z.string().trim().max(120).default(''),
    country_or_town: z.string().trim().max(120).default(''),
    type_of_residence: z.string().trim().max(60).default(''),
    construction: z.string().trim().max(60).default(''),
    house_number: z.string().trim().max(40).default(''),
    plot_number: z.string().trim().max(40).default(''),
    house_hold_items: z.array(ItemSchema).max(50).default([]),
    portable_items: z.array(ItemSchema).max(50).default([]),
    product_id: z.string().min(1, 'No policy selected. Please go back and select a policy.'),
    /** The quotation the product was chosen from; its snapshot is the price honoured. */
    quotation_id: z.string().optional(),
    quotation: z.number().optional(),
    premium: z.number().optional(),
  }),
  user: SaveQuotationRequestSchema.shape.user,
  /** The paying number, 2547XXXXXXXX / 2541XXXXXXXX. */
  msisdn: z.string().trim().min(1, 'Please enter your M-Pesa number.'),
});
export type BuyProductRequest = z.infer<typeof BuyProductRequestSchema>;
export type BuyProductRequestInput = z.input<typeof BuyProductRequestSchema>;

/** What a push (buy product, or a resend) answers: the client reads these fields (point 7). */
export const StkPushResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  transaction_id: z.string(),
  checkout_request_id: z.string(),
  policyId: z.string(),
  data: z.object({
    cover_id: z.string(),
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
