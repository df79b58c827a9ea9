// What the back office reads and sends about claims under /api/admin/claims: the work queue, one claim
// with its whole history, and the operators' decisions. A claim itself reads as the portal reads it
// (claims.ts).
import { z } from 'zod';
import { claimDocumentTypes } from '../claims/claim-documents';
import { claimStatuses } from '../claims/claim-status';
import { perils } from '../claims/perils';
import { boundedText } from '../text';
import { TypedReferenceSchema } from './admin-applications';
import { OperatorRoleSchema } from './admin-operators';
import { ClaimEventSchema, ClaimSchema, SettlementDaysSchema } from './claims';

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

/** A row of the back office's work queue (not a claim queued on a device: that is the outbox's QueuedClaim). */
export const ClaimsQueueRowSchema = z.object({
  id: z.string(),
  cover_id: z.string(),
  /** The cover's purchase reference, and its policy number once approved (policy-label.ts). */
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
export const ClaimsQueueSchema = z.object({ claims: z.array(ClaimsQueueRowSchema) });
/** The queue's filter: the reference a client reads out, typed any way. */
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
    /** The purchase's reference, what the client reads out on the phone. */
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
