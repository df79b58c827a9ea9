// POST /home-insurance/covers/:id/renewal-quote prices a renewal without keeping
// anything; POST /home-insurance/covers/:id/renew makes it (an unpaid cover linked to the old one, paid
// with the existing STK push route). Both take the same body: the renewal's items, which may differ from
// the old cover's (changed, added or removed), and each category's total. The property stays the old one.
import { z } from 'zod';
import { CategoryTotalSchema, PolicySchema } from './covers';
import { ItemSchema } from './quotations';

export const RenewCoverRequestSchema = z.object({
  portable_items: z.array(ItemSchema).max(50),
  value_of_portable_items: CategoryTotalSchema,
  house_hold_items: z.array(ItemSchema).max(50),
  value_of_house_hold_items: CategoryTotalSchema,
});
export type RenewCoverRequest = z.infer<typeof RenewCoverRequestSchema>;
export type RenewCoverRequestInput = z.input<typeof RenewCoverRequestSchema>;

/** The renewal's price at today's rates, with the breakdown the portal shows. */
export const RenewalQuoteSchema = z.object({
  cover_type: z.string(),
  premium: z.number(),
  phcf: z.number(),
  training_levy: z.number(),
  stamp_duty: z.number(),
  /** What the M-Pesa prompt will ask: premium plus levies. */
  total: z.number(),
  /** Where the new period is scheduled to start (the day after the old one ends, or today if lapsed). */
  starts: z.string(),
});
export type RenewalQuote = z.infer<typeof RenewalQuoteSchema>;

export const RenewalQuoteResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: RenewalQuoteSchema,
});

export const RenewCoverResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** The new, unpaid cover; pay it with POST /mpesa/stkpush/:id as the holder. */
  data: PolicySchema,
  quote: RenewalQuoteSchema,
});
export type RenewCoverResponse = z.infer<typeof RenewCoverResponseSchema>;
