// Settles STK requests nobody heard back about: the server restarted mid-payment, or the callback was
// lost. Each pass leases a few pending requests whose prompt closed a while ago (a short transaction with
// FOR UPDATE SKIP LOCKED, so several instances never take the same row), asks Daraja about each outside
// any transaction (a slow Daraja must not hold locks: on PGlite every query waits on one lock), and
// settles each answer in a short transaction of its own.
//
// A request is not asked about forever: once its prompt closed long ago and Daraja still has no final
// word after several queries (or it cannot be asked at all, because the push's answer was lost and no
// callback came), it is settled as failed with a plain ResultDesc. A late callback still overrides that.
//
// A success settled here has no receipt number (only the lost callback carried it): each pass ends by
// asking Daraja's Transaction Status for the numbers still missing (receipt-number-service.ts).

import { paymentMessages } from '../../../domain/payment-messages';
import type { Clock } from '../../clock';
import type { StkRequest } from '../../db/schema';
import { type DarajaClient, DarajaError } from '../../integrations/mpesa/daraja-client';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { PROMPT_LIFETIME_SECONDS } from './payment-prompt';
import type { PaymentSettlement } from './payment-settlement';
import { QUERY_AT_MOST_EVERY_MS } from './payment-status-service';
import {
  GIVE_UP_AFTER_EXPIRY_MS,
  GIVE_UP_AFTER_QUERIES,
  RECONCILE_LEASE_MS,
  RECONCILE_MARGIN_MS,
} from './reconciler-timing';
import type { UnderwriterPaybills } from './underwriter-paybills';

const BATCH_SIZE = 10;
/**
 * A start-up pass takes up to this many batches, one after another: every payment in flight at a crash is
 * waiting for it. Batches stay small so each lease outlives its batch's queries.
 */
const START_UP_BATCHES = 10;

export interface ReconcileSummary {
  checked: number;
  settled: number;
  gaveUp: number;
  /** Successes whose missing receipt number Daraja was asked for. */
  receiptsAsked: number;
}

type PassResult = 'settled' | 'pending' | 'gave_up';

export function createPaymentReconciler(deps: {
  repositories: TransactionalRepositories<'catalogue' | 'covers' | 'stkRequests'>;
  daraja: DarajaClient;
  settlement: PaymentSettlement;
  paybills: UnderwriterPaybills;
  /** Asks Transaction Status about the successes still without a receipt number. */
  receipts: { askForMissing(): Promise<number> };
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
}) {
  const { repositories, clock } = deps;

  /** True when Daraja gave a final answer and it was applied. */
  async function queryAndSettle(row: StkRequest, checkoutRequestId: string): Promise<boolean> {
    const paybill = await deps.paybills.forRequest(repositories, row);
    const result = await deps.daraja.stkQuery(checkoutRequestId, paybill);
    if (result.state === 'pending') return false;
    const settled = await deps.settlement.settle(
      { checkoutRequestId, resultCode: result.resultCode, resultDesc: result.resultDesc },
      'reconciler',
    );
    return settled.kind !== 'deferred';
  }

  async function reconcile(row: StkRequest): Promise<PassResult> {
    const { checkoutRequestId } = row;
    // A status check may have asked Daraja a moment ago; the same 10 s spacing holds for us.
    const mayAsk =
      checkoutRequestId !== null &&
      (await repositories.stkRequests.claimQuery(row.id, clock.now(), QUERY_AT_MOST_EVERY_MS));
    if (checkoutRequestId && mayAsk) {
      try {
        if (await queryAndSettle(row, checkoutRequestId)) return 'settled';
      } catch (error) {
        if (!(error instanceof DarajaError)) throw error;
        deps.log.warn({ checkoutRequestId, errorCode: error.errorCode }, error.message);
      }
    }
    const now = clock.now();
    const attempts = await repositories.stkRequests.recordUnsettledPass(row.id, now, mayAsk);
    const longClosed = now.getTime() - row.expiresAt.getTime() >= GIVE_UP_AFTER_EXPIRY_MS;
    // Without a checkout id there is nothing to ask Daraja; only a callback could still settle it.
    const askedEnough = checkoutRequestId === null || attempts >= GIVE_UP_AFTER_QUERIES;
    if (!longClosed || !askedEnough) return 'pending';
    const gaveUp = await deps.settlement.giveUp(row.id, paymentMessages.noFinalAnswer);
    if (gaveUp) {
      deps.log.warn(
        { coverId: row.coverId, stkRequestId: row.id, queries: attempts },
        'no final answer from M-Pesa; request settled as failed',
      );
    }
    return gaveUp ? 'gave_up' : 'pending';
  }

  /** Leases up to `limit` pending requests whose prompt closed before `before`, and asks about each. */
  async function passOver(before: Date, limit: number): Promise<ReconcileSummary> {
    const now = clock.now();
    const leased = await repositories.transaction((tx) =>
      tx.stkRequests.leaseStalePending({
        before,
        now,
        leaseUntil: new Date(now.getTime() + RECONCILE_LEASE_MS),
        limit,
      }),
    );
    const summary: ReconcileSummary = { checked: leased.length, settled: 0, gaveUp: 0, receiptsAsked: 0 };
    for (const row of leased) {
      const result = await reconcile(row);
      if (result === 'settled') summary.settled += 1;
      if (result === 'gave_up') summary.gaveUp += 1;
    }
    return summary;
  }

  return {
    async reconcileOnce(): Promise<ReconcileSummary> {
      const summary = await passOver(new Date(clock.now().getTime() - RECONCILE_MARGIN_MS), BATCH_SIZE);
      return { ...summary, receiptsAsked: await deps.receipts.askForMissing() };
    },

    /**
     * Once, as an instance starts: every request pushed before `startedAt`, whatever its prompt's age.
     * Daraja sends its callback once and never again; a callback that came while no instance listened
     * (a crash, a deploy with one instance) is lost, and the payer would otherwise wait out the prompt's
     * minute and the margin (up to two minutes) for a cover they have paid for. Asking now is safe: a
     * final answer settles as a callback would; "still processing" means the payer has not answered, so
     * the callback is still to come to a listening server; a failure while the prompt is open is left
     * pending (settlement defers it). A request pushed before the start closes within a prompt's life of
     * it, so "prompt closes before startedAt + lifetime" names exactly those requests.
     */
    async reconcileInterrupted(startedAt: Date): Promise<ReconcileSummary> {
      const before = new Date(startedAt.getTime() + PROMPT_LIFETIME_SECONDS * 1000);
      const total: ReconcileSummary = { checked: 0, settled: 0, gaveUp: 0, receiptsAsked: 0 };
      for (let batch = 0; batch < START_UP_BATCHES; batch += 1) {
        const summary = await passOver(before, BATCH_SIZE);
        total.checked += summary.checked;
        total.settled += summary.settled;
        total.gaveUp += summary.gaveUp;
        // A short batch took every request left (one still pending comes last: least recently looked at).
        if (summary.checked < BATCH_SIZE) break;
      }
      // The payments it settled lost their callback, and with it their receipt number.
      total.receiptsAsked = await deps.receipts.askForMissing();
      return total;
    },
  };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
