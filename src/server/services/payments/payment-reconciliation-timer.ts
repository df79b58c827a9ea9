// Every 30 s in the background: the payment reconciler, then the notification outbox (retries of e-mails
// and SMS that failed, and ones that waited for a receipt). Any number of instances may run one (both
// lease their rows, claimed with SKIP LOCKED). Before the first tick, one start-up pass asks about the
// requests pushed before this instance listened (their callbacks may have come while nobody did).
import { type RepeatingPass, startRepeatingPass } from '../../repeating-pass';
import type { NotificationsService } from '../notifications/notifications-service';
import type { PaymentReconciler } from './payment-reconciler';

export const RECONCILE_EVERY_MS = 30_000;

export function startReconciliationTimer(
  payments: { reconciler: PaymentReconciler; outbox: Pick<NotificationsService, 'sendDue'> },
  onError: (error: unknown) => void,
  everyMs = RECONCILE_EVERY_MS,
  listeningSince?: Date,
): RepeatingPass {
  // The outbox after it, as on every tick: a payment it settles may have an e-mail to send.
  const startUp = listeningSince
    ? payments.reconciler
        .reconcileInterrupted(listeningSince)
        .catch(onError)
        .then(() => payments.outbox.sendDue().catch(onError))
    : Promise.resolve();
  const repeating = startRepeatingPass(async () => {
    // The outbox runs even when reconciling failed (Daraja down must not hold back a retried e-mail).
    await payments.reconciler.reconcileOnce().catch(onError);
    await payments.outbox.sendDue().catch(onError);
  }, everyMs);
  return {
    async stop() {
      await repeating.stop();
      // Shutdown must not close the database beneath the start-up pass either.
      await startUp;
    },
  };
}
