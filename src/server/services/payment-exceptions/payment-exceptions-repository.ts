// All SQL about payment exceptions: the open ones of the three kinds, oldest first, and how
// each is closed. The three sources stay where they are (stk_requests, unmatched_mpesa_callbacks); a
// row in payment_exception_resolutions closes one.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentExceptionKind } from '../../../domain/back-office/payment-exception-kinds';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { paymentExceptionResolutions, unmatchedMpesaCallbacks } from '../../db/schema';
import { stuckIfClosedBefore } from './stuck-prompt';

/** One open exception as the list query returns it. */
export interface OpenExceptionRow {
  kind: PaymentExceptionKind;
  id: string;
  amount: number | null;
  msisdn: string | null;
  receipt: string | null;
  cover_id: string | null;
  policy_number: string | null;
  /** The cover's purchase reference (null for a callback matched to no cover). */
  reference: string | null;
  since: Date | string;
  /** refund: the cover's review status; prompt: the request's status; callback: M-Pesa's result code. */
  state: string | null;
  /** The callback's stored body (callback only), where the paying number is. */
  body: unknown;
  /** callback only: the newest unpaid cover asking this amount of the number that paid it. */
  suggested_cover_id: string | null;
  /** That likely cover's purchase reference. */
  suggested_reference: string | null;
}

// The paying number in a stored callback (CallbackMetadata's PhoneNumber item), or null. The type test
// keeps a stored body whose Item is not a list (an unreadable callback is kept as it came) from erroring.
const callbackPhone = sql`(
  select item->>'Value'
    from jsonb_array_elements(
      case when jsonb_typeof(x.body #> '{Body,stkCallback,CallbackMetadata,Item}') = 'array'
           then x.body #> '{Body,stkCallback,CallbackMetadata,Item}' else '[]'::jsonb end) item
   where item->>'Name' = 'PhoneNumber' limit 1)`;

// A paid callback's likely cover: unpaid, priced at the amount paid, and prompted on the number that paid
// (stk_requests_msisdn_idx finds those prompts). Only a suggestion: the admin still chooses and confirms.
const suggestedCover = sql`case when x.kind = 'callback' and x.state = '0' then (
  select c.id from stk_requests p join covers c on c.id = p.cover_id
   where p.msisdn = ${callbackPhone} and c.status = 'inactive' and c.quotation = x.amount
   order by c.created_at desc limit 1) end`;

const openResolution = (kind: PaymentExceptionKind, id: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from payment_exception_resolutions r where r.kind = ${kind} and r.target_id = ${id})`;

export function createPaymentExceptionsRepository(db: Database) {
  return {
    /** The open exceptions of all three kinds, oldest first, at most `limit`. */
    listOpen(now: Date, limit: number): Promise<OpenExceptionRow[]> {
      const stuckBefore = stuckIfClosedBefore(now);
      // The oldest `limit` first, then a suggestion for each of those only: never for every callback kept.
      return queryRows<OpenExceptionRow>(
        db,
        sql`
          select y.*, (select c.reference from covers c where c.id = y.suggested_cover_id)
                 as suggested_reference from (
          select x.*, ${suggestedCover} as suggested_cover_id from (
          select 'refund' as kind, s.id, s.amount, s.msisdn, s.mpesa_receipt_number as receipt,
                 s.cover_id, c.policy_number, c.reference, s.updated_at as since, c.review_status as state,
                 null as body
            from stk_requests s join covers c on c.id = s.cover_id
           where s.needs_refund and ${openResolution('refund', sql`s.id`)}
          union all
          select 'callback', u.id, u.amount, null, u.mpesa_receipt_number, null, null, null, u.received_at,
                 coalesce(u.result_code::text, u.reason), u.body
            from unmatched_mpesa_callbacks u
           where u.resolved_at is null
          union all
          select 'prompt', s.id, s.amount, s.msisdn, s.mpesa_receipt_number, s.cover_id, c.policy_number,
                 c.reference, s.created_at, s.status, null
            from stk_requests s join covers c on c.id = s.cover_id
           where ((s.status = 'pending' and s.expires_at < ${stuckBefore})
                  or (s.status = 'failed' and s.settled_by = 'gave_up'))
             and ${openResolution('prompt', sql`s.id`)}
          order by since asc, id asc
          limit ${limit}) x
          ) y
          order by y.since asc, y.id asc`,
      );
    },

    /** The stored callback, locked until the transaction ends; null when there is none. */
    async lockCallback(id: string) {
      const [row] = await db
        .select()
        .from(unmatchedMpesaCallbacks)
        .where(eq(unmatchedMpesaCallbacks.id, id))
        .for('update');
      return row ?? null;
    },

    /** Closes a callback kept for follow-up; false when someone closed it first. */
    async closeCallback(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(unmatchedMpesaCallbacks)
        .set({ resolvedAt: at })
        .where(and(eq(unmatchedMpesaCallbacks.id, id), isNull(unmatchedMpesaCallbacks.resolvedAt)))
        .returning({ id: unmatchedMpesaCallbacks.id });
      return rows.length > 0;
    },

    async isResolved(kind: PaymentExceptionKind, targetId: string): Promise<boolean> {
      const rows = await db
        .select({ id: paymentExceptionResolutions.id })
        .from(paymentExceptionResolutions)
        .where(
          and(eq(paymentExceptionResolutions.kind, kind), eq(paymentExceptionResolutions.targetId, targetId)),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Records how an exception was closed; false when it already was (the unique key decides a race). */
    async recordResolution(resolution: typeof paymentExceptionResolutions.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentExceptionResolutions)
        .values(resolution)
        .onConflictDoNothing()
        .returning({ id: paymentExceptionResolutions.id });
      return rows.length > 0;
    },
  };
}

export type PaymentExceptionsRepository = ReturnType<typeof createPaymentExceptionsRepository>;
