// Every repository over one database handle, plus `transaction`, which hands a service the same set bound
// to one transaction. Services thus group writes atomically without ever touching Drizzle themselves.

import type { Database } from '../db/open-database';
import {
  createOtpChallengesRepository,
  type OtpChallengesRepository,
} from './auth/otp-challenges-repository';
import {
  createOtpPhoneLocksRepository,
  type OtpPhoneLocksRepository,
} from './auth/otp-phone-locks-repository';
import { createSessionsRepository, type SessionsRepository } from './auth/sessions-repository';
import { type CatalogueRepository, createCatalogueRepository } from './catalogue/catalogue-repository';
import { type ClaimsRepository, createClaimsRepository } from './claims/claims-repository';
import {
  type CoverEndorsementsRepository,
  createCoverEndorsementsRepository,
} from './covers/cover-endorsements-repository';
import { type CoverListingRepository, createCoverListingRepository } from './covers/cover-listing-repository';
import { type CoversRepository, createCoversRepository } from './covers/covers-repository';
import {
  type CoverDocumentsRepository,
  createCoverDocumentsRepository,
} from './documents/cover-documents-repository';
import {
  createIdempotencyRepository,
  type IdempotencyRepository,
} from './idempotency/idempotency-repository';
import { createLeadsRepository, type LeadsRepository } from './leads/leads-repository';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from './notifications/notifications-repository';
import {
  createOperatorAuditRepository,
  type OperatorAuditRepository,
} from './operators/operator-audit-repository';
import {
  createPaymentExceptionsRepository,
  type PaymentExceptionsRepository,
} from './payment-exceptions/payment-exceptions-repository';
import {
  createMissingReceiptsRepository,
  type MissingReceiptsRepository,
} from './payments/missing-receipts-repository';
import {
  createPaybillPaymentsRepository,
  type PaybillPaymentsRepository,
} from './payments/paybill-payments-repository';
import { createStkRequestsRepository, type StkRequestsRepository } from './payments/stk-requests-repository';
import {
  createUnmatchedCallbacksRepository,
  type UnmatchedCallbacksRepository,
} from './payments/unmatched-callbacks-repository';
import { createQuotationsRepository, type QuotationsRepository } from './quotations/quotations-repository';
import { createRateLimitRepository, type RateLimitRepository } from './rate-limit/rate-limit-repository';
import { createRenewalsRepository, type RenewalsRepository } from './renewals/renewals-repository';
import { createReviewRepository, type ReviewRepository } from './review/review-repository';
import { createMyDataRepository, type MyDataRepository } from './users/my-data-repository';
import { createUsersRepository, type UsersRepository } from './users/users-repository';
import { createUssdActionsRepository, type UssdActionsRepository } from './ussd/ussd-actions-repository';
import { createUssdSessionsRepository, type UssdSessionsRepository } from './ussd/ussd-sessions-repository';

export interface Repositories {
  catalogue: CatalogueRepository;
  quotations: QuotationsRepository;
  idempotencyKeys: IdempotencyRepository;
  rateLimits: RateLimitRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  otpChallenges: OtpChallengesRepository;
  otpPhoneLocks: OtpPhoneLocksRepository;
  covers: CoversRepository;
  coverListing: CoverListingRepository;
  coverEndorsements: CoverEndorsementsRepository;
  stkRequests: StkRequestsRepository;
  paybillPayments: PaybillPaymentsRepository;
  missingReceipts: MissingReceiptsRepository;
  notifications: NotificationsRepository;
  unmatchedCallbacks: UnmatchedCallbacksRepository;
  myData: MyDataRepository;
  renewals: RenewalsRepository;
  ussdSessions: UssdSessionsRepository;
  ussdActions: UssdActionsRepository;
  leads: LeadsRepository;
  paymentExceptions: PaymentExceptionsRepository;
  operatorAudit: OperatorAuditRepository;
  coverDocuments: CoverDocumentsRepository;
  reviews: ReviewRepository;
  claims: ClaimsRepository;
  /** Runs `work` in one transaction: all its writes commit together, or none do if it throws. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

/** The name of one repository in the set (everything but `transaction`). */
export type RepositoryName = Exclude<keyof Repositories, 'transaction'>;

/**
 * What a service that opens transactions declares: only the repositories it names, and a transaction that
 * hands its work those same few bound to it. The type, not the wiring, limits what the service can touch.
 */
export type TransactionalRepositories<K extends RepositoryName> = Pick<Repositories, K> & {
  transaction<T>(work: (tx: Pick<Repositories, K>) => Promise<T>): Promise<T>;
};

export function createRepositories(db: Database): Repositories {
  return {
    catalogue: createCatalogueRepository(db),
    quotations: createQuotationsRepository(db),
    idempotencyKeys: createIdempotencyRepository(db),
    rateLimits: createRateLimitRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    otpChallenges: createOtpChallengesRepository(db),
    otpPhoneLocks: createOtpPhoneLocksRepository(db),
    covers: createCoversRepository(db),
    coverListing: createCoverListingRepository(db),
    coverEndorsements: createCoverEndorsementsRepository(db),
    stkRequests: createStkRequestsRepository(db),
    paybillPayments: createPaybillPaymentsRepository(db),
    missingReceipts: createMissingReceiptsRepository(db),
    notifications: createNotificationsRepository(db),
    unmatchedCallbacks: createUnmatchedCallbacksRepository(db),
    myData: createMyDataRepository(db),
    renewals: createRenewalsRepository(db),
    ussdSessions: createUssdSessionsRepository(db),
    ussdActions: createUssdActionsRepository(db),
    leads: createLeadsRepository(db),
    paymentExceptions: createPaymentExceptionsRepository(db),
    operatorAudit: createOperatorAuditRepository(db),
    coverDocuments: createCoverDocumentsRepository(db),
    reviews: createReviewRepository(db),
    claims: createClaimsRepository(db),
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
  };
}
