// Wires every service to its repositories and to the injected clock, SMS driver and secrets. app.ts
// calls this once; routes receive the result and never construct anything themselves.

import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import type { MailSender } from '../integrations/mail/mail-sender';
import type { DarajaClient, Paybill } from '../integrations/mpesa/daraja-client';
import type { SmsSender } from '../integrations/sms/sms-sender';
import type { FileStorage } from '../storage/file-storage';
import { createChangePasswordService } from './auth/change-password';
import { createOtpChallenges } from './auth/otp-challenges';
import { createOtpService } from './auth/otp-service';
import type { PasswordHashing } from './auth/password-hash';
import { createPasswordLoginService } from './auth/password-login';
import { createPasswordResetService } from './auth/password-reset';
import { createSessionService } from './auth/session-service';
import { createCatalogueService } from './catalogue/catalogue-service';
import { cacheProductsOnSale } from './catalogue/products-on-sale-cache';
import { createClaimsServices } from './claims/claims-services';
import { createBuyCoverService } from './covers/buy-cover-service';
import { createCoverItemsService } from './covers/cover-items-service';
import { createCoverListingService } from './covers/cover-listing-service';
import { createDashboardService } from './dashboard/dashboard-service';
import { createCoverVerificationService } from './documents/cover-verification-service';
import { createPolicyDocumentsService } from './documents/policy-documents-service';
import { createIdempotencyService } from './idempotency/idempotency-service';
import { createLeadsService } from './leads/leads-service';
import { createNotificationsService } from './notifications/notifications-service';
import { createOperatorServices } from './operators/operator-services';
import { createPaymentExceptionsService } from './payment-exceptions/payment-exceptions-service';
import { createPaymentServices, type PaymentLog } from './payments/payment-services';
import { createQuoteService } from './quotations/quote-service';
import { createSaveQuotationService } from './quotations/save-quotation-service';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { createRenewalReminders } from './renewals/renewal-reminders';
import { createRenewalService } from './renewals/renewal-service';
import { createRepositories } from './repositories';
import { createReviewServices } from './review/review-services';
import { createMyDataService } from './users/my-data-service';
import { createProfileService } from './users/profile-service';
import { createSignupService } from './users/signup-service';
import { createUserLookupService } from './users/user-lookup-service';
import { createUssdService } from './ussd/ussd-service';
import { createUssdWorld } from './ussd/ussd-world';

export interface ServiceDependencies {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  otpSecret: string;
  daraja: DarajaClient;
  mail: MailSender;
  callbackToken: string;
  paybills: Record<string, Paybill>;
  maxPaymentAmount: number;
  callbackBaseUrl: () => string;
  log: PaymentLog;
  /** Where policy schedules and receipts are kept. */
  storage: FileStorage;
  /** Hashes and checks passwords at the configured scrypt cost. */
  passwords: PasswordHashing;
  /** CLAIM_AGENT_APPROVAL_LIMIT: above it a claim's approval takes two people, one an admin. */
  claimAgentApprovalLimit: number;
  /** The site's origin, which the documents' check link names (SITE_ORIGIN, or where the app listens). */
  siteOrigin: () => string;
  /** The secret in the USSD gateway's path (USSD_CALLBACK_TOKEN); null: the channel is off. */
  ussdCallbackToken: string | null;
}

export function createServices(deps: ServiceDependencies) {
  const { db, clock, sms, otpSecret, passwords } = deps;
  const repositories = createRepositories(db);
  const rateLimiter = createRateLimiter({ counters: repositories.rateLimits, clock });
  const challenges = createOtpChallenges({
    repositories,
    rateLimiter,
    sms,
    mail: deps.mail,
    clock,
    otpSecret,
    log: deps.log,
    siteOrigin: deps.siteOrigin,
  });
  const coverListing = createCoverListingService({ listing: repositories.coverListing });
  const documents = createPolicyDocumentsService({
    documents: repositories.coverDocuments,
    listing: repositories.coverListing,
    covers: repositories.covers,
    coverListing,
    storage: deps.storage,
    clock,
    siteOrigin: deps.siteOrigin,
  });
  // The e-mail and SMS outbox, built first: each feature below registers the composers of the kinds it
  // writes as it is built, and the outbox refuses to queue a kind nobody composes.
  const notifications = createNotificationsService({
    repositories,
    mail: deps.mail,
    sms,
    clock,
    log: deps.log,
  });
  const payments = createPaymentServices({
    ...deps,
    repositories,
    rateLimiter,
    notifications,
    documents,
  });
  const paymentExceptions = createPaymentExceptionsService({
    repositories,
    clock,
    log: deps.log,
    notifications,
  });
  const operators = createOperatorServices({ db, clock, repositories, rateLimiter, passwords });
  const leads = createLeadsService({
    leads: repositories.leads,
    ussdActions: repositories.ussdActions,
    savedQuotes: repositories.quotations,
    audit: operators.audit,
    clock,
  });
  const claims = createClaimsServices({
    repositories,
    coverListing,
    rateLimiter,
    notifications,
    storage: deps.storage,
    clock,
    log: deps.log,
    agentApprovalLimit: deps.claimAgentApprovalLimit,
  });
  const buyCover = createBuyCoverService({ repositories, clock, prompt: payments.prompt, rateLimiter });
  const renewals = createRenewalService({ repositories, clock });
  const idempotency = createIdempotencyService({ keys: repositories.idempotencyKeys, clock });
  const quotes = createQuoteService({
    catalogue: cacheProductsOnSale(repositories.catalogue),
    quotations: repositories.quotations,
    rateLimiter,
    clock,
  });
  return {
    quotes,
    catalogue: createCatalogueService({ catalogue: repositories.catalogue }),
    savedQuotations: createSaveQuotationService({ quotations: repositories.quotations, clock }),
    idempotency,
    sessions: createSessionService({ sessions: repositories.sessions, clock }),
    userLookup: createUserLookupService({ users: repositories.users, rateLimiter }),
    changePassword: createChangePasswordService({ repositories, rateLimiter, clock, passwords }),
    passwordLogin: createPasswordLoginService({ repositories, rateLimiter, clock, passwords }),
    signup: createSignupService({ repositories, rateLimiter, challenges, clock, passwords }),
    profile: createProfileService({ repositories, clock, challenges }),
    myData: createMyDataService({
      repositories,
      clock,
      documents,
      claims: claims.submission,
      storage: deps.storage,
      log: deps.log,
    }),
    coverListing,
    documents,
    /** The public check of a document's code. */
    verification: createCoverVerificationService({ documents, rateLimiter, clock }),
    coverItems: createCoverItemsService({ repositories, clock }),
    renewals,
    /** For main.ts's hourly reminder timer, and tests that run a pass with their own clock. */
    renewalReminders: createRenewalReminders({ repositories, clock, notifications }),
    otp: createOtpService({ repositories, rateLimiter, challenges }),
    passwordReset: createPasswordResetService({ repositories, challenges, passwords }),
    payments: {
      ...payments,
      // Buying a cover is covers' (its price, holder and rows) and sends payments' prompt.
      buyCover,
    },
    /** The e-mail and SMS outbox: main.ts's timer sends what is due, tests drain it. */
    notifications,
    review: createReviewServices({
      repositories,
      documents,
      notifications,
      clock,
      log: deps.log,
    }),
    operators,
    // Callers who asked to be called back (by USSD), for the back office's leads desk.
    leads,
    // The back office's desk: payment exceptions and the dashboard.
    paymentExceptions,
    dashboard: createDashboardService({ db, clock, exceptions: paymentExceptions }),
    // Claims on a client's own cover, their files, and the back office's moves.
    claims,
    // The USSD channel: the same services behind the menus of a phone without data.
    ussd: {
      callbackToken: deps.ussdCallbackToken,
      steps: createUssdService({
        sessions: repositories.ussdSessions,
        rateLimiter,
        clock,
        log: deps.log,
        world: createUssdWorld({
          repositories,
          quotes,
          buyCover,
          payments,
          documents,
          claims,
          renewals,
          leads,
          idempotency,
          sms,
          clock,
          siteOrigin: deps.siteOrigin,
        }),
      }),
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;
