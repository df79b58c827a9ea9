// What the back office reads and sends about leads (call-back requests) under /api/admin/leads: the list,
// open ones first, and marking one called.
import { z } from 'zod';
import { leadMessages } from '../back-office/lead-messages';
import { languages } from '../language/languages';
import { callBackReasons, leadChannels } from '../leads/call-back-reasons';
import { boundedText } from '../text';
import { ussdActionKinds } from '../ussd/ussd-actions';

export const LeadSchema = z.object({
  id: z.string(),
  /** The phone to call, in 254 form: the number the network gave. */
  msisdn: z.string(),
  reason: z.enum(callBackReasons),
  channel: z.enum(leadChannels),
  /** The language the caller chose: the agent greets them in it. */
  language: z.enum(languages),
  /** The claim the caller reported in the same session, when the call is about it. */
  claim_id: z.string().nullable(),
  claim_reference: z.string().nullable(),
  asked_at: z.string(),
  called_at: z.string().nullable(),
  /** The operator who called, by e-mail. */
  called_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type Lead = z.infer<typeof LeadSchema>;

/** One thing a caller did by USSD (domain/ussd/ussd-actions.ts), with what it was done on. */
export const UssdActionSchema = z.object({
  id: z.string(),
  at: z.string(),
  msisdn: z.string(),
  action: z.enum(ussdActionKinds),
  cover_id: z.string().nullable(),
  /** The cover's purchase reference, as its client reads it out. */
  cover_reference: z.string().nullable(),
  claim_id: z.string().nullable(),
  claim_reference: z.string().nullable(),
});
export type UssdAction = z.infer<typeof UssdActionSchema>;

/**
 * A quote a visitor saved with their contact details (the wizard's "Save quotation"): the agency's other
 * kind of lead, someone who chose a product and may want help to buy it.
 */
export const SavedQuoteLeadSchema = z.object({
  id: z.string(),
  saved_at: z.string(),
  name: z.string(),
  msisdn: z.string(),
  email: z.string(),
  product: z.string(),
  underwriter: z.string(),
  /** What the product cost a year in that quotation (premium and levies), whole shillings. */
  price: z.number().nullable(),
  /** Whether this phone has bought any cover since it saved the quote. */
  bought_since: z.boolean(),
});
export type SavedQuoteLead = z.infer<typeof SavedQuoteLeadSchema>;

export const LeadListSchema = z.object({
  /** Waiting for a call, oldest first. */
  open: z.array(LeadSchema),
  /** Called in the last 30 days, newest first. */
  called: z.array(LeadSchema),
  /** What callers did by USSD in the last 30 days, newest first (at most 200). */
  ussd_actions: z.array(UssdActionSchema),
  /** Quotes saved with contact details in the last 30 days, newest first (at most 200). */
  saved_quotes: z.array(SavedQuoteLeadSchema),
});
export type LeadList = z.infer<typeof LeadListSchema>;

export const LeadParamsSchema = z.object({ id: z.uuid({ error: leadMessages.notFound }) });

export const MarkLeadCalledSchema = z.object({
  /** What came of the call, for whoever reads the lead next. */
  note: boundedText(500).trim().optional(),
});
export type MarkLeadCalledInput = z.input<typeof MarkLeadCalledSchema>;

export const LeadActionResponseSchema = z.object({ status: z.literal(true), message: z.string() });
