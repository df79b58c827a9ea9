// What the portal sends and reads under /api/home-insurance/claims (src/domain/contract/claims-endpoints.ts):
// one source for the server's routes, the portal's forms and the back office's view of a claim
// (admin-claims.ts builds on these).
import { z } from 'zod';
import { claimDocumentTypes } from '../claims/claim-documents';
import { claimFileMessages, claimFileTypes } from '../claims/claim-files';
import { claimStatuses } from '../claims/claim-status';
import { perils } from '../claims/perils';
import { coverSections } from '../cover-sections';
import { idSchema } from '../fields';
import { defineMessages } from '../language/messages';

export const claimMessages = defineMessages('claimApi', {
  notFound: { en: 'Claim not found.', sw: 'Dai halikupatikana.' },
  created: {
    en: 'Claim received. We have sent you what happens next by SMS and e-mail.',
    sw: 'Dai limepokelewa. Tumekutumia hatua zinazofuata kwa SMS na barua pepe.',
  },
  tooManyToday: {
    en: 'You have made 3 claims on this policy today. Please call us if you need to make another.',
    sw: 'Umeweka madai 3 kwenye bima hii leo. Tafadhali tupigie simu kama unahitaji kuweka jingine.',
  },
  // Reasons: the refusal adds how long to wait (wait-messages.ts).
  tooManyRequests: { en: 'Too many claim requests.', sw: 'Maombi mengi mno ya madai.' },
  tooManyUploads: { en: 'Too many uploads.', sw: 'Upakiaji mwingi mno.' },
  /** For API clients: the app always makes the key itself. */
  keyNotUuid: {
    en: 'The upload key must be a UUID made by the app.',
    sw: 'Ufunguo wa kupakia lazima uwe UUID iliyotengenezwa na programu.',
  },
});

export const ClaimIdParamsSchema = z.object({ id: idSchema(claimMessages.notFound) });
export const ClaimFileParamsSchema = z.object({
  id: idSchema(claimMessages.notFound),
  fileId: idSchema(claimFileMessages.notFound),
});

/** PUT …/claims/:id/uploads/:key: the key is the client's own (a UUID), so a retried upload stores one file. */
export const ClaimUploadParamsSchema = z.object({
  id: idSchema(claimMessages.notFound),
  key: idSchema(claimMessages.keyNotUuid),
});
export const ClaimUploadQuerySchema = z.object({
  document_type: z.enum(claimDocumentTypes, {
    error: claimFileMessages.documentTypeRequired,
  }),
});

export const ClaimItemSchema = z.object({
  /** Null for the building and for an item the claimant named. */
  cover_item_id: z.string().nullable(),
  name: z.string(),
  /** The listed item's sum insured; for the building and a named item, the section's. */
  sum_insured: z.number(),
  estimated_loss: z.number(),
  // Claim items name their section; the default reads a claim kept on a device from before sections.
  section: z.enum(coverSections).default('household'),
  /** Named by the claimant rather than ticked from the policy's list. */
  named: z.boolean().default(false),
});

export const ClaimFileSchema = z.object({
  id: z.string(),
  document_type: z.enum(claimDocumentTypes),
  content_type: z.enum(claimFileTypes),
  size_bytes: z.number(),
  uploaded_at: z.string(),
  /** Where the holder (or an operator, on the admin path) downloads it. */
  url: z.string(),
});
export type ClaimFile = z.infer<typeof ClaimFileSchema>;

export const ClaimEventSchema = z.object({
  status: z.enum(claimStatuses),
  at: z.string(),
  /** The decline's reason, or what an operator asked for, as the client reads it. */
  note: z.string().nullable(),
  document_type: z.enum(claimDocumentTypes).nullable(),
});

export const SettlementDaysSchema = z.object({
  days: z.number(),
  limit: z.number(),
  days_left: z.number(),
  overdue: z.boolean(),
});

export const DocumentRequirementViewSchema = z.object({
  document_type: z.enum(claimDocumentTypes),
  name: z.string(),
  need: z.enum(['required', 'with_items', 'if_applicable', 'requested']),
  when: z.string().nullable(),
});

export const ClaimSchema = z.object({
  id: z.string(),
  /** What the client quotes, as the SMS and e-mail say it: CLM- and the id's first 8 characters. */
  reference: z.string(),
  cover_id: z.string(),
  peril: z.enum(perils),
  peril_name: z.string(),
  occurred_at: z.string(),
  place: z.string(),
  description: z.string(),
  third_party: z.string().nullable(),
  items: z.array(ClaimItemSchema),
  total_estimated_loss: z.number(),
  status: z.enum(claimStatuses),
  status_name: z.string(),
  /** Every status the claim has been in, oldest first, each with its date. */
  history: z.array(ClaimEventSchema),
  documents: z.array(DocumentRequirementViewSchema),
  missing_documents: z.array(z.enum(claimDocumentTypes)),
  next_step: z.string(),
  documents_complete_at: z.string().nullable(),
  /** Days since the documents were complete, against the 90-day limit; null until they are. */
  settlement_days: SettlementDaysSchema.nullable(),
  settled_amount: z.number().nullable(),
  payment_reference: z.string().nullable(),
  files: z.array(ClaimFileSchema),
  created_at: z.string(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimResponseSchema = z.object({ status: z.literal(true), data: ClaimSchema });
export const ClaimCreatedResponseSchema = ClaimResponseSchema.extend({ message: z.string() });
export const ClaimsResponseSchema = z.object({ status: z.literal(true), data: z.array(ClaimSchema) });

export const ClaimFileResponseSchema = z.object({
  status: z.literal(true),
  data: ClaimFileSchema,
  /** The claim after the upload: its missing documents and status may have moved. */
  claim: ClaimSchema,
});

/** GET …/claims/claimable/:coverId: what the 'Make a claim' form offers for one of the holder's covers. */
export const ClaimableCoverSchema = z.object({
  cover_id: z.string(),
  /** Null while the cover is not in force: no claim can be made on it. */
  period: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** What a claim's items name: each listed item, and the building ('building') on an owner's cover. */
  items: z.array(
    z.object({
      item_id: z.string(),
      name: z.string(),
      kind: z.enum(['building', 'household', 'portable']),
      sum_insured: z.number(),
    }),
  ),
  /**
   * The sections the cover insures, each with its sum insured: a claim names lost items under them.
   * Empty on a form kept on a device before the change, until it is read again online.
   */
  sections: z
    .array(z.object({ section: z.enum(coverSections), name: z.string(), sum_insured: z.number() }))
    .default([]),
  perils: z.array(
    z.object({
      peril: z.enum(perils),
      name: z.string(),
      documents: z.array(DocumentRequirementViewSchema),
    }),
  ),
});
export type ClaimableCover = z.infer<typeof ClaimableCoverSchema>;
export const ClaimableCoverResponseSchema = z.object({ status: z.literal(true), data: ClaimableCoverSchema });
export const ClaimableCoverParamsSchema = z.object({
  coverId: idSchema('Policy not found. Please start a new quote.'),
});
