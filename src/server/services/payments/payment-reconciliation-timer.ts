// Every 30 s in the background: the payment reconciler, then the notification outbox (retries of e-mails
// and SMS that failed, and ones that waited for a receipt). Any number of instances may run one (both
// lease their rows, claimed with SKIP LOCKED).
import { type RepeatingPass, startRepeatingPass } from '../../repeating-pass';
import type { PaymentNotifier } from '../notifications/payment-notifications';
import type { PaymentReconciler } from './payment-reconciler';

export const RECONCILE_EVERY_MS = 30_000;

export function startReconciliationTimer(
  payments: { reconciler: PaymentReconciler; notifier: PaymentNotifier },
  onError: (error: unknown) => void,
  everyMs = RECONCILE_EVERY_MS,
): RepeatingPass {
  return startRepeatingPass(async () => {
    // The outbox runs even when reconciling failed (Daraja down must not hold back a retried e-mail).
    await payments.reconciler.reconcileOnce().catch(onError);
    await payments.notifier.sendDue().catch(onError);
  }, everyMs);
}
