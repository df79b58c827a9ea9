// What the USSD menus reach (UssdWorld, ussd-steps.ts), wired to the app's own services: the same quote,
// purchase, payment, claim, renewal and lead as the app and the back office use, under the same rules.
// Everything a gateway call does is counted per phone ('ussd:<phone>'), since every step reaches us from
// the gateway's few addresses.
import { BuyCoverRequestSchema } from '../../../domain/api';
import { pathInLanguage } from '../../../domain/language/language-paths';
import type { UssdActionKind } from '../../../domain/ussd/ussd-actions';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-errors';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import { claimsCreateScope } from '../claims/claim-submission';
import type { ClaimsServices } from '../claims/claims-services';
import type { BuyCoverService } from '../covers/buy-cover-service';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { IdempotencyService } from '../idempotency/idempotency-service';
import type { LeadsService } from '../leads/leads-service';
import type { PaymentServices } from '../payments/payment-services';
import type { QuoteService } from '../quotations/quote-service';
import type { RenewalService } from '../renewals/renewal-service';
import type { Repositories } from '../repositories';
import { StepTakenByAnotherCopy, type UssdWorld } from './ussd-steps';

/** Where a USSD purchase's key is kept: its own scope, as the key is the session's and step's. */
const USSD_BUY_SCOPE = 'ussd.buy';

export function createUssdWorld(deps: {
  repositories: Pick<Repositories, 'users' | 'coverListing' | 'ussdActions'>;
  quotes: QuoteService;
  buyCover: BuyCoverService;
  payments: PaymentServices;
  documents: PolicyDocumentsService;
  claims: ClaimsServices;
  renewals: RenewalService;
  leads: LeadsService;
  idempotency: IdempotencyService;
  sms: SmsSender;
  clock: Clock;
  siteOrigin: () => string;
}): UssdWorld {
  const { repositories, payments, clock } = deps;
  /**
   * The phone's account as its proven holder: the network's number is proof of the phone, as a code sent
   * to it is in the app. Nothing is written: signing in to the app still asks for its own code.
   */
  const asHolder = (account: User): User => ({
    ...account,
    phoneVerifiedAt: account.phoneVerifiedAt ?? clock.now(),
  });
  /**
   * Work a step does once, whichever copy of the step runs it (a gateway's retry racing the first): the
   * key's first copy works, a later one replays its answer, and one that comes while it works hears
   * StepTakenByAnotherCopy (the service then sends the screen the first stores).
   */
  async function once<Body>(scope: string, key: string, body: unknown, work: () => Promise<Body>) {
    try {
      return await deps.idempotency.run({ scope, key, body }, async () => ({
        statusCode: 200,
        body: await work(),
      }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'idempotency_key_in_progress')
        throw new StepTakenByAnotherCopy();
      throw error;
    }
  }
  /** What the caller did, for the back office's leads desk: only once it is done. */
  const did = (msisdn: string, action: UssdActionKind, on: { coverId?: string; claimId?: string } = {}) =>
    repositories.ussdActions.add({ msisdn, action, ...on, at: clock.now() });
  return {
    account: (msisdn) => repositories.users.findByMsisdn(msisdn),
    recordLanguage: (userId, language) => repositories.users.recordLanguage(userId, language),
    quote: (request, msisdn) => deps.quotes.createQuotation(request, `ussd:${msisdn}`),
    coversOf: (userId) => repositories.coverListing.coversOf(userId),
    // The app's buy-product, paid from the phone that dials.
    async buy(request, msisdn, purchaseKey) {
      const { body: bought, replayed } = await once(USSD_BUY_SCOPE, purchaseKey, request, () =>
        deps.buyCover.buy(BuyCoverRequestSchema.parse(request), {
          purchaseKey,
          clientAddress: `ussd:${msisdn}`,
          signedIn: null,
        }),
      );
      if (!replayed) await did(msisdn, 'purchase', { coverId: bought.data.cover_id });
      return bought;
    },
    paybillNumber: async (coverId, token) =>
      (await payments.paybill.details(coverId, { token, user: null })).business_number,
    async payDue(coverId, msisdn, holder) {
      const prompt = await payments.resendPrompt.resend(coverId, msisdn, `ussd:${msisdn}`, {
        token: undefined,
        user: asHolder(holder),
      });
      await did(msisdn, 'payment_prompt', { coverId });
      return prompt;
    },
    checkLinkOf: (coverId) => deps.documents.checkLinkOf(coverId),
    pageLink: (path, language) => `${deps.siteOrigin()}${pathInLanguage(path, language)}`,
    async sendDocumentsSms(msisdn, coverId, text) {
      await deps.sms.send(msisdn, text);
      await did(msisdn, 'documents_sms', { coverId });
    },
    claimsOf: (holder) => deps.claims.submission.list(asHolder(holder)),
    async reportLoss(holder, request, key) {
      // The app's claims scope: a key names one claim of this account, whichever channel sent it.
      const { body: claim, replayed } = await once(claimsCreateScope(holder.id), key, request, () =>
        deps.claims.submission.create(asHolder(holder), request),
      );
      if (!replayed) await did(holder.msisdn, 'claim', { coverId: request.cover_id, claimId: claim.id });
      return claim;
    },
    renewalQuote: (holder, coverId, request) => deps.renewals.quote(asHolder(holder), coverId, request),
    async renew(holder, coverId, request) {
      const { renewalId } = await deps.renewals.renew(asHolder(holder), coverId, request);
      await did(holder.msisdn, 'renewal', { coverId: renewalId });
      return renewalId;
    },
    async askCallBack(request) {
      const asked = await deps.leads.ask(request);
      if (asked) await did(request.msisdn, 'call_back', request.claimId ? { claimId: request.claimId } : {});
      return asked;
    },
  };
}
