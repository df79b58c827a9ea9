// Runs the payment reconciler every 30 s in the background. The timer is unref'd (it never keeps the
// process alive) and passes never overlap; any number of instances may run one (the reconciler leases
// its rows, claimed with SKIP LOCKED).
import type { PaymentReconciler } from './services/payments/payment-reconciler';

export const RECONCILE_EVERY_MS = 30_000;

export function startReconciliationTimer(
  reconciler: PaymentReconciler,
  onError: (error: unknown) => void,
  everyMs = RECONCILE_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = reconciler
      .reconcileOnce()
      .catch(onError)
      .finally(() => {
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
