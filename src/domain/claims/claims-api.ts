// The claims HTTP contract (issue 13): what the portal sends and reads under /api/home-insurance/claims,
// and what the back office reads and sends under /api/admin/claims. One source for the server's routes,
// the portal's forms and the /admin screens.
import { z } from 'zod';
import { TypedReferenceSchema } from '../applications-api';
import { idSchema } from '../fields';
import { OperatorRoleSchema } from '../operator-api';
import { boundedText } from '../text';
import { claimDocumentTypes } from './claim-documents';
import { claimFileTypes } from './claim-files';
import { claimSections } from './claim-sections';
import { claimStatuses } from './claim-status';
import { perils } from './perils';

export const claimMessages = {
  notFound: 'Claim not found.',
  created: 'Claim received. We have sent you what happens next by SMS and e-mail.',
  tooManyToday: 'You have made 3 claims on this policy today. Please call us if you need to make another.',
  // Reasons: the refusal adds how long to wait (wait-messages.ts).
  tooManyRequests: 'Too many claim requests.',
  tooManyUploads: 'Too many uploads.',
} as const;

export const ClaimIdParamsSchema = z.object({ id: idSchema(claimMessages.notFound) });
export const ClaimFileParamsSchema = z.object({
  id: idSchema(claimMessages.notFound),
  fileId: idSchema('File not found.'),
});

/** PUT …/claims/:id/uploads/:key: the key is the client's own (a UUID), so a retried upload stores one file. */
export const ClaimUploadParamsSchema = z.object({
  id: idSchema(claimMessages.notFound),
  key: idSchema('The upload key must be a UUID made by the app.'),
});
export const ClaimUploadQuerySchema = z.object({
  document_type: z.enum(claimDocumentTypes, {
    error: 'Say what this file is (for example a photo or the police abstract).',
  }),
});

export const ClaimItemSchema = z.object({
  /** Null for the building and for an item the claimant named. */
  cover_item_id: z.string().nullable(),
  name: z.string(),
  /** The listed item's sum insured; for the building and a named item, the section's. */
  sum_insured: z.number(),
  estimated_loss: z.number(),
  // Issue 24. Defaults read a claim kept on a device before the change.
  section: z.enum(claimSections).default('household'),
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
   * The sections the cover insures, each with its sum insured: a claim names lost items under them
   * (issue 24). Empty on a form kept on a device before the change, until it is read again online.
   */
  sections: z
    .array(z.object({ section: z.enum(claimSections), name: z.string(), sum_insured: z.number() }))
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

// The back office.

export const adminClaimMessages = {
  notFound: 'No such claim.',
  noneForReference: (reference: string) => `No open claims on the policy with the reference ${reference}.`,
  documentTypeRequired: 'Choose which document the client must send.',
  requestMessageRequired: 'Write what the client needs to send, and why.',
  reasonRequired: 'Enter the reason for declining.',
  amountInvalid: 'Enter the settled amount in whole shillings, more than 0.',
  referenceRequired: 'Enter the payment reference (for example the M-Pesa or bank transfer code).',
  requested: 'Document requested. The client is being told what to send.',
  reviewStarted: 'Review started. The client is being told.',
  approved: 'Approved. The client is being told.',
  declined: 'Declined. The client is being told the reason.',
  settled: 'Marked settled. The client is being told.',
} as const;

const note = (max: number, required: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: required }).pipe(boundedText(max).min(1, { error: required })),
  );

export const RequestClaimDocumentSchema = z.object({
  document_type: z.enum(claimDocumentTypes, { error: adminClaimMessages.documentTypeRequired }),
  message: note(1000, adminClaimMessages.requestMessageRequired),
});
export const ApproveClaimSchema = z.object({
  settled_amount: z
    .number({ error: adminClaimMessages.amountInvalid })
    .int({ error: adminClaimMessages.amountInvalid })
    .positive({ error: adminClaimMessages.amountInvalid })
    .max(1_000_000_000, { error: adminClaimMessages.amountInvalid }),
});
export const DeclineClaimSchema = z.object({ reason: note(1000, adminClaimMessages.reasonRequired) });
export const SettleClaimSchema = z.object({
  payment_reference: note(64, adminClaimMessages.referenceRequired),
});

export const QueuedClaimSchema = z.object({
  id: z.string(),
  cover_id: z.string(),
  /** Issue 24: the cover's purchase reference, and its policy number once approved (policy-label.ts). */
  reference: z.string(),
  policy_number: z.string().nullable(),
  holder_name: z.string(),
  peril: z.enum(perils),
  status: z.enum(claimStatuses),
  total_estimated_loss: z.number(),
  missing_documents: z.array(z.enum(claimDocumentTypes)),
  created_at: z.string(),
  /** Whole days since the claim was made. */
  age_days: z.number(),
  settlement_days: SettlementDaysSchema.nullable(),
});
export const ClaimsQueueSchema = z.object({ claims: z.array(QueuedClaimSchema) });
/** The queue's filter (issue 24): the reference a client reads out, typed any way. */
export const ClaimsQueueQuerySchema = z.object({ reference: TypedReferenceSchema.optional() });

export const AdminClaimEventSchema = ClaimEventSchema.extend({
  from_status: z.enum(claimStatuses).nullable(),
  /** Who moved it: an operator's name, 'client' or null for the claim's receipt. */
  by: z.string(),
  settled_amount: z.number().nullable(),
  payment_reference: z.string().nullable(),
});

export const AdminClaimSchema = z.object({
  claim: ClaimSchema,
  history: z.array(AdminClaimEventSchema),
  client: z.object({ name: z.string(), msisdn: z.string(), email: z.string().nullable() }),
  cover: z.object({
    id: z.string(),
    product_name: z.string(),
    policy_number: z.string().nullable(),
    /** Issue 24: the purchase's reference, what the client reads out on the phone. */
    reference: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
  }),
  /** The most an approval may settle (settlement-cap.ts): the items' sums insured or the liability limit. */
  settlement_cap: z.number(),
  settlement_cap_basis: z.enum(['items', 'liability', 'not_covered']),
  /** Above `agent_limit` an approval needs a second person's (claim-approval.ts). */
  approval: z.object({
    agent_limit: z.number(),
    /** A first approval waiting for the second; null when none waits. */
    pending: z
      .object({
        amount: z.number(),
        by: z.string(),
        by_id: z.string(),
        by_role: OperatorRoleSchema,
        at: z.string(),
        needs: z.enum(['admin', 'anyone_else']),
      })
      .nullable(),
  }),
});
export type AdminClaim = z.infer<typeof AdminClaimSchema>;

export const ClaimDecisionResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  claim_status: z.enum(claimStatuses),
});
export type ClaimDecisionResponse = z.infer<typeof ClaimDecisionResponseSchema>;
