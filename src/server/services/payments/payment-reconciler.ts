// Settles STK requests nobody heard back about: the server restarted mid-payment, or the callback was
// lost. Every pass takes a few pending requests whose prompt closed a while ago, under FOR UPDATE SKIP
// LOCKED, and asks Daraja about each; several instances can run it at once without querying (or
// settling) the same request twice.
import type { Clock } from '../../clock';
import { type DarajaClient, DarajaError } from '../../integrations/mpesa/daraja-client';
import type { Repositories } from '../repositories';
import { settleInTransaction } from './payment-settlement';

/** Beyond the prompt's life, room for a slow callback before we go and ask. */
export const RECONCILE_MARGIN_MS = 30_000;
/** Daraja is queried while the rows stay locked, so a pass is kept short. */
const BATCH_SIZE = 10;

export interface ReconcileSummary {
  checked: number;
  settled: number;
}

export function createPaymentReconciler(deps: {
  repositories: Repositories;
  daraja: DarajaClient;
  clock: Clock;
  onPaid: (checkoutRequestId: string) => void;
  log: { warn(details: object, message: string): void };
}) {
  return {
    async reconcileOnce(): Promise<ReconcileSummary> {
      const paid: string[] = [];
      const summary = await deps.repositories.transaction(async (tx) => {
        const cutoff = new Date(deps.clock.now().getTime() - RECONCILE_MARGIN_MS);
        const stale = await tx.stkRequests.claimStalePending(cutoff, BATCH_SIZE);
        let settled = 0;
        for (const row of stale) {
          const { checkoutRequestId } = row;
          if (!checkoutRequestId) continue;
          try {
            const result = await deps.daraja.stkQuery(checkoutRequestId);
            if (result.state === 'pending') {
              await tx.stkRequests.touch(row.id, deps.clock.now());
              continue;
            }
            const outcome = {
              checkoutRequestId,
              resultCode: result.resultCode,
              resultDesc: result.resultDesc,
            };
            const settlement = await settleInTransaction(tx, outcome, 'reconciler', deps.clock, {
              log: deps.log,
            });
            if (settlement.kind === 'settled') {
              settled += 1;
              if (settlement.paid) paid.push(checkoutRequestId);
            }
          } catch (error) {
            if (!(error instanceof DarajaError)) throw error;
            deps.log.warn(
              { checkoutRequestId: row.checkoutRequestId, errorCode: error.errorCode },
              error.message,
            );
            await tx.stkRequests.touch(row.id, deps.clock.now());
          }
        }
        return { checked: stale.length, settled };
      });
      // After the commit, as for the callback.
      for (const checkoutRequestId of paid) deps.onPaid(checkoutRequestId);
      return summary;
    },
  };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
