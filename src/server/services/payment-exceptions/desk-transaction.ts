// One transaction for a payment exception's action: the payment's rows (Repositories), the exception's
// own rows and the audit row commit together, so a closed exception always has its audit line and a
// failed action leaves neither.
import type { Clock } from '../../clock';
import type { Database } from '../../db/open-database';
import { createOperatorAudit, type OperatorAuditService } from '../operators/operator-audit';
import { createOperatorAuditRepository } from '../operators/operator-audit-repository';
import type { SettlementRows } from '../payments/payment-settlement';
import { createRepositories } from '../repositories';
import {
  createPaymentExceptionsRepository,
  type PaymentExceptionsRepository,
} from './payment-exceptions-repository';

export interface DeskTransaction {
  /** The payment's rows a desk action reads and settles: what settleInTransaction needs, and no more. */
  repositories: SettlementRows;
  exceptions: PaymentExceptionsRepository;
  audit: OperatorAuditService;
}

export function deskTransaction<T>(db: Database, clock: Clock, work: (tx: DeskTransaction) => Promise<T>) {
  // On the database itself, not repositories.transaction: the exception's and audit's rows are not in
  // Repositories, and all three sets must share this one transaction.
  return db.transaction((txDb) =>
    work({
      repositories: createRepositories(txDb),
      exceptions: createPaymentExceptionsRepository(txDb),
      audit: createOperatorAudit({ audit: createOperatorAuditRepository(txDb), clock }),
    }),
  );
}
