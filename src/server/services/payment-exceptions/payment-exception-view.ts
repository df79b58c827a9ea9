// An open exception as the back office sees it: its age on the server's clock, what it is about in a
// word, and a callback's paying number read from the body M-Pesa sent.
import type { PaymentException } from '../../../domain/api/admin-payment-exceptions';
import { outcomeFromCallback } from '../../integrations/mpesa/daraja-outcome';
import { StkCallbackSchema } from '../../integrations/mpesa/daraja-shapes';
import type { OpenExceptionRow } from './payment-exceptions-repository';

/** The callback's outcome when its body is Daraja's shape (an unreadable one has none). */
export function callbackOutcome(body: unknown) {
  const parsed = StkCallbackSchema.safeParse(body);
  return parsed.success ? outcomeFromCallback(parsed.data) : null;
}

function detailOf(row: OpenExceptionRow): string {
  if (row.kind === 'refund') return row.state === 'declined' ? 'declined' : 'already_paid';
  if (row.kind === 'prompt') return row.state === 'pending' ? 'pending' : 'gave_up';
  if (row.state === 'unreadable') return 'unreadable';
  return row.state === '0' ? 'paid' : 'not_paid';
}

export function paymentExceptionView(row: OpenExceptionRow, now: Date): PaymentException {
  const since = new Date(row.since);
  const phone = row.kind === 'callback' ? callbackOutcome(row.body)?.phoneNumber : undefined;
  return {
    kind: row.kind,
    id: row.id,
    amount: row.amount === null ? null : Number(row.amount),
    msisdn: row.msisdn ?? phone ?? null,
    receipt: row.receipt,
    cover_id: row.cover_id,
    policy_number: row.policy_number,
    reference: row.reference,
    since: since.toISOString(),
    age_minutes: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)),
    detail: detailOf(row),
    suggested_cover_id: row.suggested_cover_id,
    suggested_reference: row.suggested_reference,
  };
}
