// What the back office reads and sends about payment exceptions under /api/admin/payments: the list and
// the two ways to close one (kinds and outcomes: back-office/payment-exception-kinds.ts).
import { z } from 'zod';
import { paymentExceptionKinds } from '../back-office/payment-exception-kinds';
import { paymentExceptionMessages } from '../back-office/payment-exception-messages';
import { boundedText } from '../text';

export const PaymentExceptionKindSchema = z.enum(paymentExceptionKinds);

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
