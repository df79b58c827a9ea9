// The back office's payment exceptions: money that needs a person. Three kinds, each listed
// until an admin matches it to a cover or marks it resolved with a note. Shared by /admin and the routes.
import { z } from 'zod';
import { boundedText } from '../text';

/**
 * - refund: a payment flagged needs_refund (a cover paid twice, re-priced, or declined at review);
 * - callback: an M-Pesa callback that matched no prompt (money may have moved with no cover to show);
 * - prompt: a prompt M-Pesa never gave a final word on (pending long after it closed, or given up on).
 */
export const paymentExceptionKinds = ['refund', 'callback', 'prompt'] as const;
export const PaymentExceptionKindSchema = z.enum(paymentExceptionKinds);
export type PaymentExceptionKind = z.infer<typeof PaymentExceptionKindSchema>;

/** How an exception was closed: matched to its cover (the cover is then paid), or resolved with a note. */
export const paymentExceptionOutcomes = ['matched', 'resolved'] as const;
export type PaymentExceptionOutcome = (typeof paymentExceptionOutcomes)[number];

export const paymentExceptionMessages = {
  noteRequired: 'Write a note saying how this was resolved (for example the M-Pesa reversal reference).',
  coverRequired: 'Enter the id of the cover this payment is for.',
  receiptRequired: 'Enter the M-Pesa receipt code of this payment (10 letters and digits).',
  notFound: 'This payment exception was not found.',
  alreadyClosed: 'This payment exception is no longer open.',
  coverNotFound: 'No cover has that id.',
  refundNotMatchable: 'A payment owed back is not matched to a cover: refund it, then mark it resolved.',
  callbackNotPaid: 'Only a callback reporting a successful payment can be matched to a cover.',
  callbackKnownNow: 'This callback now matches a prompt on record; mark it resolved instead.',
  promptOtherCover: 'A prompt can only be matched to the cover it was sent for.',
  coverAlreadyPaid: 'That cover is already paid; mark this payment resolved or refund it instead.',
  amountDiffers: (paid: number, asked: number) =>
    `The payment (KES ${paid}) is not what that cover costs (KES ${asked}).`,
  matched: 'Payment matched: the cover is paid and the client is told.',
  matchedAsRefund:
    'Payment matched, but the cover was already paid (or its price changed): it is now listed as owed back.',
  resolved: 'Marked resolved.',
} as const;

/** Why a payment is owed back, for the list. */
export const refundReasons = ['declined', 'already_paid'] as const;

export const PaymentExceptionSchema = z.object({
  kind: PaymentExceptionKindSchema,
  /** The payment's (stk request's) id for refund and prompt, the stored callback's id for callback. */
  id: z.string(),
  /** Whole shillings; null when a callback did not say. */
  amount: z.number().nullable(),
  /** The paying number (254…), when known. */
  msisdn: z.string().nullable(),
  receipt: z.string().nullable(),
  cover_id: z.string().nullable(),
  policy_number: z.string().nullable(),
  /** The cover's purchase reference; with policy_number, what names it (policy-label.ts). */
  reference: z.string().nullable(),
  /** When the money or the prompt came: the exception's age counts from here. */
  since: z.string(),
  age_minutes: z.number(),
  /** refund: declined or already_paid; callback: M-Pesa's result; prompt: pending or gave_up. */
  detail: z.string(),
  /** A paid callback's likely cover: the newest unpaid one asking that amount of the paying number. */
  suggested_cover_id: z.string().nullable(),
  /** The likely cover's purchase reference, as its client would read it out. */
  suggested_reference: z.string().nullable(),
});
export type PaymentException = z.infer<typeof PaymentExceptionSchema>;

export const PaymentExceptionListSchema = z.object({ exceptions: z.array(PaymentExceptionSchema) });

export const PaymentExceptionParamsSchema = z.object({
  kind: PaymentExceptionKindSchema,
  id: z.uuid({ error: paymentExceptionMessages.notFound }),
});

// The type check carries the message too, so a missing note reads the same as an empty one.
const NoteSchema = z
  .string({ error: paymentExceptionMessages.noteRequired })
  .trim()
  .min(1, { error: paymentExceptionMessages.noteRequired })
  .pipe(boundedText(500));

export const ResolvePaymentExceptionSchema = z.object({ note: NoteSchema });

export const MatchPaymentExceptionSchema = z.object({
  cover_id: z.uuid({ error: paymentExceptionMessages.coverRequired }),
  /** Needed for a prompt (its callback never came, so the receipt is read off the M-Pesa statement). */
  receipt: z
    .string({ error: paymentExceptionMessages.receiptRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, { error: paymentExceptionMessages.receiptRequired })
    .optional(),
  note: boundedText(500).trim().optional(),
});
export type MatchPaymentExceptionInput = z.input<typeof MatchPaymentExceptionSchema>;

export const PaymentExceptionActionResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  cover_id: z.string().nullable(),
});
