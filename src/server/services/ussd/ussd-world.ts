// What the USSD menus reach (UssdWorld, ussd-steps.ts), wired to the app's own services: the same quote,
// purchase, payment, claim, renewal and lead as the app and the back office use, under the same rules.
// Everything a gateway call does is counted per phone ('ussd:<phone>'), since every step reaches us from
// the gateway's few addresses.
import { BuyCoverRequestSchema } from '../../../domain/api';
import { pathInLanguage } from '../../../domain/language/language-paths';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import type { SmsSender } from '../../integrations/sms/sms-sender';
import type { ClaimsServices } from '../claims/claims-services';
import type { BuyCoverService } from '../covers/buy-cover-service';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { LeadsService } from '../leads/leads-service';
import type { PaymentServices } from '../payments/payment-services';
import type { QuoteService } from '../quotations/quote-service';
import type { RenewalService } from '../renewals/renewal-service';
import type { Repositories } from '../repositories';
import type { UssdWorld } from './ussd-steps';

export function createUssdWorld(deps: {
  repositories: Pick<Repositories, 'users' | 'coverListing'>;
  quotes: QuoteService;
  buyCover: BuyCoverService;
  payments: PaymentServices;
  documents: PolicyDocumentsService;
  claims: ClaimsServices;
  renewals: RenewalService;
  leads: LeadsService;
  sms: SmsSender;
  clock: Clock;
  siteOrigin: () => string;
}): UssdWorld {
  const { repositories, payments } = deps;
  /**
   * The phone's account as its proven holder: the network's number is proof of the phone, as a code sent
   * to it is in the app. Nothing is written: signing in to the app still asks for its own code.
   */
  const asHolder = (account: User): User => ({
    ...account,
    phoneVerifiedAt: account.phoneVerifiedAt ?? deps.clock.now(),
  });
  return {
    account: (msisdn) => repositories.users.findByMsisdn(msisdn),
    recordLanguage: (userId, language) => repositories.users.recordLanguage(userId, language),
    quote: (request, msisdn) => deps.quotes.createQuotation(request, `ussd:${msisdn}`),
    coversOf: (userId) => repositories.coverListing.coversOf(userId),
    // The app's buy-product, paid from the phone that dials.
    buy: (request, msisdn, purchaseKey) =>
      deps.buyCover.buy(BuyCoverRequestSchema.parse(request), {
        purchaseKey,
        clientAddress: `ussd:${msisdn}`,
        signedIn: null,
      }),
    paybillNumber: async (coverId, token) =>
      (await payments.paybill.details(coverId, { token, user: null })).business_number,
    payDue: (coverId, msisdn, holder) =>
      payments.resendPrompt.resend(coverId, msisdn, `ussd:${msisdn}`, {
        token: undefined,
        user: asHolder(holder),
      }),
    checkLinkOf: (coverId) => deps.documents.checkLinkOf(coverId),
    pageLink: (path, language) => `${deps.siteOrigin()}${pathInLanguage(path, language)}`,
    sendSms: (msisdn, text) => deps.sms.send(msisdn, text),
    claimsOf: (holder) => deps.claims.submission.list(asHolder(holder)),
    reportLoss: (holder, request) => deps.claims.submission.create(asHolder(holder), request),
    renewalQuote: (holder, coverId, request) => deps.renewals.quote(asHolder(holder), coverId, request),
    renew: async (holder, coverId, request) =>
      (await deps.renewals.renew(asHolder(holder), coverId, request)).renewalId,
    askCallBack: (request) => deps.leads.ask(request),
  };
}
