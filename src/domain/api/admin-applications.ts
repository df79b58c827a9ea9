// What the back office reads and sends about applications under /api/admin/applications: paid covers
// awaiting the agency's review, one application in full, and the three decisions.
import { z } from 'zod';
import { applicationMessages } from '../back-office/application-messages';
import { reviewActions, reviewStatuses } from '../documents/review-status';
import { stkRequestStatuses } from '../payment-records';
import { normalisePurchaseReference } from '../purchase-reference';
import { boundedText } from '../text';
import { PolicySchema } from './covers';

const NOTE_MAX = 1000;
const noteSchema = (required: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: required }).pipe(boundedText(NOTE_MAX).min(1, { error: required })),
  );

export const DeclineRequestSchema = z.object({ reason: noteSchema(applicationMessages.reasonRequired) });
export const InfoRequestSchema = z.object({ message: noteSchema(applicationMessages.infoMessageRequired) });
export const ApplicationIdSchema = z.object({ id: z.uuid({ error: applicationMessages.notFound }) });

/**
 * A purchase reference as staff type what a client reads out: case, hyphens and spaces
 * ignored, answered in its stored form (K7Q3-M9XT).
 */
export const TypedReferenceSchema = z
  .string({ error: applicationMessages.referenceInvalid })
  .transform((typed, context) => {
    const reference = normalisePurchaseReference(typed);
    if (reference) return reference;
    context.addIssue({ code: 'custom', message: applicationMessages.referenceInvalid });
    return z.NEVER;
  });

export const FindApplicationQuerySchema = z.object({ reference: TypedReferenceSchema });
export const FoundApplicationSchema = z.object({ cover_id: z.string(), reference: z.string() });

export const QueuedApplicationSchema = z.object({
  cover_id: z.string(),
  /** The purchase's reference, and the policy number once approved (domain/policy-label.ts). */
  reference: z.string(),
  policy_number: z.string().nullable(),
  holder_name: z.string(),
  product_name: z.string(),
  amount_paid: z.number(),
  review_status: z.enum(reviewStatuses),
  paid_at: z.string(),
  /** Whole hours since the payment landed. */
  age_hours: z.number(),
  /** Older than the 48-hour promise. */
  overdue: z.boolean(),
});
export type QueuedApplication = z.infer<typeof QueuedApplicationSchema>;

export const ApplicationsQueueSchema = z.object({ applications: z.array(QueuedApplicationSchema) });

export const ReviewEventSchema = z.object({
  action: z.enum(reviewActions),
  note: z.string().nullable(),
  refund_msisdn: z.string().nullable(),
  operator_name: z.string(),
  at: z.string(),
});

export const ApplicationPaymentSchema = z.object({
  status: z.enum(stkRequestStatuses),
  amount: z.number(),
  /** The number that was prompted and paid: a refund goes here and nowhere else. */
  msisdn: z.string(),
  mpesa_receipt_number: z.string().nullable(),
  transaction_date: z.string().nullable(),
  paid_for: z.enum(['cover', 'items']),
  needs_refund: z.boolean(),
  created_at: z.string(),
});

export const ApplicationSchema = z.object({
  /** The cover as the client's portal reads it: property, items, sections, product, premium. */
  policy: PolicySchema,
  contact: z.object({
    name: z.string(),
    msisdn: z.string(),
    email: z.string().nullable(),
    id_number: z.string().nullable(),
    kra_pin: z.string().nullable(),
    profession: z.string().nullable(),
    address: z.string().nullable(),
  }),
  premium_breakdown: z.object({
    premium: z.number(),
    phcf: z.number(),
    training_levy: z.number(),
    stamp_duty: z.number(),
    total: z.number(),
  }),
  payments: z.array(ApplicationPaymentSchema),
  review: z.object({
    status: z.enum(reviewStatuses),
    note: z.string().nullable(),
    policy_number: z.string().nullable(),
    history: z.array(ReviewEventSchema),
  }),
  paid_at: z.string().nullable(),
  age_hours: z.number().nullable(),
  overdue: z.boolean(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const DecisionResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  review_status: z.enum(reviewStatuses),
  policy_number: z.string().nullable(),
  /** On a decline: the number the refund goes to. */
  refund_msisdn: z.string().nullable(),
});
export type DecisionResponse = z.infer<typeof DecisionResponseSchema>;
