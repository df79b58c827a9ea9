// The repositories a payment exception's action touches, all bound to one transaction by
// repositories.transaction: the payment's rows (what settleInTransaction needs), the exception's own rows and
// the audit log, so a closed exception always has its audit line and a failed action leaves neither.
import type { SettlementRowName } from '../payments/payment-settlement';
import type { Repositories } from '../repositories';

export type DeskRowName = SettlementRowName | 'paymentExceptions' | 'operatorAudit';
export type DeskRows = Pick<Repositories, DeskRowName>;
