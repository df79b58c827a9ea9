// Point 7, list policies (GET /home-insurance/covers/): the signed-in client's own covers, with everything
// point 3's policy and the policy view model read, and the M-Pesa payment responses behind the status.
import { z } from 'zod';
import { coverTypes } from '../cover-type';
import { reviewStatuses } from '../documents/review-status';
import { defineMessages } from '../language/messages';
import { stkRequestStatuses } from '../payment-records';
import { BenefitSchema, CoverageSectionSchema, ItemSchema, ShillingsSchema } from './quotations';

const CoverTypeSchema = z.enum(coverTypes);
const ItemOnCoverSchema = z.object({ name: z.string(), value: z.number() });

/**
 * One STK request for the cover (point 3's stk_responses, with what the receipt needs). `status` is
 * 'pending', 'success' or 'failed'; the portal's badge reads the most recently updated one (point 4).
 */
export const PaymentResponseSchema = z.object({
  checkout_request_id: z.string().nullable(),
  status: z.enum(stkRequestStatuses),
  result_code: z.number().nullable(),
  result_desc: z.string().nullable(),
  mpesa_receipt_number: z.string().nullable(),
  /** As M-Pesa sends it (YYYYMMDDHHmmss, Nairobi time). */
  transaction_date: z.string().nullable(),
  amount: z.number(),
  /**
   * What the prompt asked money for: the cover's own premium, or items added to it later (an
   * endorsement). Point 4's badge reads the cover's own payments: a cancelled prompt for added items
   * leaves a paid cover active.
   */
  paid_for: z.enum(['cover', 'items']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const PolicySchema = z.object({
  /** The policy number (point 3's view model: policyNumber is the cover id). */
  id: z.string(),
  created_at: z.string(),
  /** Null only for a cover whose values choose no cover type (none is sold so). */
  cover_type: CoverTypeSchema.nullable(),
  /** The total charged, premium plus levies (whole shillings); `premium` is the base premium. */
  quotation: z.number(),
  premium: z.number(),
  is_owner: z.enum(['1', '0']),
  // Owner-only fields (point 2): empty strings and 0 on a tenant's cover.
  location: z.string(),
  value_of_property: z.number(),
  country_or_town: z.string(),
  type_of_residence: z.string(),
  construction: z.string(),
  house_number: z.string(),
  plot_number: z.string(),
  value_of_portable_items: z.number(),
  portable_items: z.array(ItemOnCoverSchema),
  value_of_house_hold_items: z.number(),
  house_hold_items: z.array(ItemOnCoverSchema),
  /** 'active' once a payment for it is confirmed: the server's own record, not a reading of the list. */
  status: z.enum(['active', 'inactive']),
  /** When cover began (the payment confirmed) and when it ends (the product's period later); null before. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The insured as named on the cover when it was bought. */
  user: z.object({ name: z.string(), id_number: z.string().nullable() }),
  product: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** id: the partner's (underwriters.ts), for its licence on the documents; '' in policies cached before. */
    under_writer: z.object({ id: z.string().default(''), name: z.string() }),
    benefits: z.array(BenefitSchema),
    sections: z.array(CoverageSectionSchema),
    /** The cover period in months (point 3's period_id: with one, the end date is a year on). */
    period_id: z.number().nullable(),
  }),
  /** Most recent first. */
  stk_responses: z.array(PaymentResponseSchema),
  /** Whole KES still to pay for items added to the active cover; 0 when none (Pay Now asks for it). */
  amount_due: z.number(),
  /** Items added and waiting for amount_due to be paid; the lists above are the insured ones. */
  pending_items: z.object({
    portable_items: z.array(ItemOnCoverSchema),
    house_hold_items: z.array(ItemOnCoverSchema),
  }),
  /**
   * The agency's review of the paid application; the schedule is issued once 'approved'.
   * Defaults, as for policy_number, let policies cached on a device by an older build still be read.
   */
  review_status: z.enum(reviewStatuses).default('pending'),
  /** The agency's policy number (KIA/HOM/2026/000123), given on approval; null until then. */
  policy_number: z.string().nullable().default(null),
  /**
   * The purchase's short reference (K7Q3-M9XT, domain/purchase-reference.ts), from the moment it
   * was bought; the server always sends it (null only in a policy an older build cached).
   */
  reference: z.string().nullable().default(null),
  /** The decline's reason or what the agency asked the client for; null otherwise. */
  review_note: z.string().nullable().default(null),
  /**
   * The cover this one renews (its id, and its policy number or id as the client knows it) and
   * the start its period was scheduled for, the day after that cover ends; null for an ordinary cover.
   */
  renews: z
    .object({ cover_id: z.string(), reference: z.string(), starts: z.string() })
    .nullable()
    .default(null),
  /** The cover that renews this one, once one was started (paid or not); null otherwise. */
  renewed_by: z
    .object({ cover_id: z.string(), status: z.enum(['active', 'inactive']) })
    .nullable()
    .default(null),
});
export type Policy = z.infer<typeof PolicySchema>;

export const PoliciesResponseSchema = z.object({ status: z.literal(true), data: z.array(PolicySchema) });
export type PoliciesResponse = z.infer<typeof PoliciesResponseSchema>;

// A category's total after items are added or a cover is renewed: the same cap as when it was bought, so
// a cover bought at KSh 3bn of household items can still take another item and be renewed.
export const CategoryTotalSchema = ShillingsSchema;

/**
 * Point 7, update policy items (PUT /home-insurance/covers/:id/items): each category's items already on the
 * cover plus the new ones, and its total as the previous total plus the new values.
 */
export const UpdateCoverItemsRequestSchema = z.object({
  policyId: z.string().max(64),
  portable_items: z.array(ItemSchema).max(50),
  value_of_portable_items: CategoryTotalSchema,
  house_hold_items: z.array(ItemSchema).max(50),
  value_of_house_hold_items: CategoryTotalSchema,
});
export type UpdateCoverItemsRequest = z.infer<typeof UpdateCoverItemsRequestSchema>;
export type UpdateCoverItemsRequestInput = z.input<typeof UpdateCoverItemsRequestSchema>;

export const coverItemsMessages = defineMessages('coverItems', {
  added: { en: 'Items added successfully!', sw: 'Vitu vimeongezwa!' },
});

/**
 * What Pay Now will ask for once the items are added, as the server prices it. For a
 * paid cover, the endorsement's amount due (pro rata for days_left, with levies, items already waiting
 * included); for one not paid yet, its new price for the year.
 */
export const CoverItemsPriceSchema = z.object({
  basis: z.enum(['endorsement', 'unpaid_cover']),
  amount_due: z.number(),
  days_left: z.number().nullable(),
});
export type CoverItemsPrice = z.infer<typeof CoverItemsPriceSchema>;

export const CoverItemsPriceResponseSchema = z.object({
  status: z.literal(true),
  data: CoverItemsPriceSchema,
});

export const UpdateCoverItemsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: PolicySchema,
});
export type UpdateCoverItemsResponse = z.infer<typeof UpdateCoverItemsResponseSchema>;
