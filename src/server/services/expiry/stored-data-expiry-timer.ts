// Every hour in the background: forget expired idempotency keys and unused quotations
// (services/expiry/stored-data-expiry.ts says how long each is kept). Like the reconciliation timer it is
// unref'd, its passes never overlap, and any number of instances may run one (deletes skip locked rows).
import type { StoredDataExpiry } from './stored-data-expiry';

export const EXPIRE_EVERY_MS = 60 * 60 * 1000;

export function startStoredDataExpiryTimer(
  expiry: Pick<StoredDataExpiry, 'expireOnce'>,
  onError: (error: unknown) => void,
  everyMs = EXPIRE_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expiry
      .expireOnce()
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
