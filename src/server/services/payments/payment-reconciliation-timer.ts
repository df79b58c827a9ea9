// Every 30 s in the background: the payment reconciler, then the notification outbox (retries of e-mails
// and SMS that failed, and ones that waited for a receipt). The timer is unref'd (it never keeps the
// process alive) and passes never overlap; any number of instances may run one (both lease their rows,
// claimed with SKIP LOCKED).
import type { PaymentNotifier } from '../notifications/payment-notifications';
import type { PaymentReconciler } from './payment-reconciler';

export const RECONCILE_EVERY_MS = 30_000;

export function startReconciliationTimer(
  payments: { reconciler: PaymentReconciler; notifier: PaymentNotifier },
  onError: (error: unknown) => void,
  everyMs = RECONCILE_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const pass = async () => {
    // The outbox runs even when reconciling failed (Daraja down must not hold back a retried e-mail).
    await payments.reconciler.reconcileOnce().catch(onError);
    await payments.notifier.sendDue().catch(onError);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = pass().finally(() => {
      running = null;
    });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
