// Point 7: get a quotation and save the chosen one (the lead).
import { z } from 'zod';
import { contactMessages } from '../contact-rules';
import { coverTypes } from '../cover-type';
import { emailSchema, idSchema, msisdnSchema, textField } from '../fields';
import { itemListMessages } from '../item-list';
import { moneyMessages } from '../money';
import { quotationMessages } from '../quotation-messages';
import type { Underwriter } from '../underwriters';

/** Whole shillings; the forms send numbers, but a numeric string ('250000') is accepted too. */
export const ShillingsSchema = z.preprocess(
  // Bounded before the pattern: no amount needs more than 20 characters.
  (value) =>
    typeof value === 'string' && value.length <= 20 && /^\d+$/.test(value.trim())
      ? Number(value.trim())
      : value,
  z
    .number({ error: moneyMessages.wholeShillingsRequired })
    .int(moneyMessages.wholeShillingsRequired)
    .min(0, moneyMessages.negative)
    .max(10_000_000_000, moneyMessages.tooLarge),
);

export const ItemSchema = z.object({
  name: textField(80, itemListMessages.incompleteRow),
  value: ShillingsSchema.refine((value) => value > 0, itemListMessages.invalidValue),
});

const CoverTypeSchema = z.enum(coverTypes);

/** Point 7, get quotation body. Which totals are required depends on is_owner (checked by the service). */
export const QuoteRequestSchema = z.object({
  is_owner: z.enum(['1', '0'], { error: quotationMessages.isOwner }),
  location: textField(120).default(''),
  value_of_property: ShillingsSchema.default(0),
  value_of_portable_items: ShillingsSchema.default(0),
  value_of_house_hold_items: ShillingsSchema.default(0),
  portable_items: z.array(ItemSchema).max(50).default([]),
  house_hold_items: z.array(ItemSchema).max(50).default([]),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;

/**
 * The request as a quotation echoes it: already parsed, so plain numbers and lists. The request schema's
 * preprocessing and defaults only run on the way in; the serializer needs a schema that can encode.
 */
export const QuotedRequestSchema = z.object({
  is_owner: z.enum(['1', '0']),
  location: z.string(),
  value_of_property: z.number(),
  value_of_portable_items: z.number(),
  value_of_house_hold_items: z.number(),
  portable_items: z.array(z.object({ name: z.string(), value: z.number() })),
  house_hold_items: z.array(z.object({ name: z.string(), value: z.number() })),
}) satisfies z.ZodType<QuoteRequest>;

export const CoverageSectionSchema = z.object({
  name: z.string(),
  value: z.number(),
  formattedValue: z.string(),
});

export const BenefitSchema = z.object({ name: z.string(), description: z.string().optional() });
export type Benefit = z.infer<typeof BenefitSchema>;

/** An underwriter as the API sends it: the partner type of underwriters.ts, checked by this schema. */
export const UnderwriterSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  logo: z.string(),
  link: z.string(),
}) satisfies z.ZodType<Underwriter>;
export type { Underwriter };

/** Point 3, a product as a quotation prices it. Amounts whole shillings; phcf and training_levy percent. */
export const QuotedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cover_type: CoverTypeSchema,
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
  cover_type: CoverTypeSchema,
  request: QuotedRequestSchema,
  products: z.array(QuotedProductSchema),
  created_at: z.string(),
});
export type Quotation = z.infer<typeof QuotationSchema>;

export const QuoteResponseSchema = z.object({ status: z.literal(true), data: QuotationSchema });
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/** Point 5, the contact form's fields with its messages; the phone and e-mail arrive normalised. */
export const ContactSchema = z.object({
  name: textField(100, contactMessages.fullName),
  msisdn: msisdnSchema({ required: contactMessages.phone, invalid: contactMessages.phoneFormat }),
  email: emailSchema({ required: contactMessages.email, invalid: contactMessages.emailFormat }),
  id_number: textField(20, contactMessages.idNumber),
  profession: textField(80, contactMessages.profession),
  address: textField(160, contactMessages.postalAddress),
  kra_pin: textField(20, contactMessages.kraPin),
});

/** Save quotation: the visitor's chosen product and contact details, kept as the agency's lead. */
export const SaveQuotationRequestSchema = z.object({
  quotation_id: idSchema(quotationMessages.noQuotation),
  product_id: textField(64, quotationMessages.selectPolicy),
  user: ContactSchema,
});
export type SaveQuotationRequest = z.infer<typeof SaveQuotationRequestSchema>;

export const SaveQuotationResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), quotation_id: z.string(), product_id: z.string() }),
});
