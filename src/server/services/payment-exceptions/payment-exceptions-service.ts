// The back office's payment exceptions: the open ones, oldest first; match one to its cover;
// mark one resolved with a note. Each action is one transaction with its audit row; a match that paid a
// cover sends the client's e-mail and SMS after the commit, as every payment does.
import type { PaymentException } from '../../../domain/api/admin-payment-exceptions';
import type { PaymentExceptionKind } from '../../../domain/back-office/payment-exception-kinds';
import { paymentExceptionMessages as messages } from '../../../domain/back-office/payment-exception-messages';
import type { Clock } from '../../clock';
import type { NotificationOutbox } from '../notifications/notifications-service';
import type { SettlementLog } from '../payments/payment-settlement';
import { paidNews } from '../payments/payment-settlement';
import type { TransactionalRepositories } from '../repositories';
import type { DeskRowName } from './desk-rows';
import { type MatchRequest, matchInTransaction } from './payment-exception-match';
import { resolveInTransaction } from './payment-exception-resolve';
import { paymentExceptionView } from './payment-exception-view';

/** More than a day's work for a desk; the oldest come first, so nothing old is ever hidden. */
const LIST_LIMIT = 200;

export function createPaymentExceptionsService(deps: {
  /** One transaction per action over the desk's rows (desk-rows.ts). */
  repositories: TransactionalRepositories<DeskRowName>;
  clock: Clock;
  log: SettlementLog;
  /** Queues the paid cover's e-mail and SMS with the match, and sends them after its commit. */
  notifications: NotificationOutbox;
}) {
  const { repositories, clock } = deps;
  return {
    async listOpen(limit = LIST_LIMIT): Promise<PaymentException[]> {
      const now = clock.now();
      const rows = await repositories.paymentExceptions.listOpen(now, limit);
      return rows.map((row) => paymentExceptionView(row, now));
    },

    async match(request: MatchRequest) {
      const result = await repositories.transaction((tx) =>
        matchInTransaction(tx, request, { clock, log: deps.log, notifications: deps.notifications }),
      );
      // After the commit: a notification must never announce a payment that was rolled back.
      const paidCover = paidNews(result);
      if (paidCover) deps.notifications.sendSoon(paidCover);
      return {
        status: true as const,
        message: result.needsRefund ? messages.matchedAsRefund : messages.matched,
        cover_id: result.coverId,
      };
    },

    async resolve(request: { operatorId: string; kind: PaymentExceptionKind; id: string; note: string }) {
      await repositories.transaction((tx) => resolveInTransaction(tx, request, clock));
      return { status: true as const, message: messages.resolved, cover_id: null };
    },
  };
}

export type PaymentExceptionsService = ReturnType<typeof createPaymentExceptionsService>;
