// What a USSD menu step is: the screen it shows, and where an answer to it moves the session. Each menu
// (main-menu.ts, quote-menu.ts, policies-menu.ts) is a table of steps keyed by name; the session keeps its
// step's name and what the answers so far decided (UssdState), as JSON in db/schema/ussd.ts.
import type {
  BuyCoverRequest,
  Quotation,
  QuoteRequest,
  RenewalQuote,
  RenewCoverRequest,
  StkPushResponse,
} from '../../../domain/api';
import type { Claim } from '../../../domain/api/claims';
import type { ClaimRequest, Peril } from '../../../domain/claims/claim-request';
import type { CoverSection } from '../../../domain/cover-sections';
import type { Language } from '../../../domain/language/languages';
import type { CallBackReason } from '../../../domain/leads/call-back-reasons';
import type { UssdScreen } from '../../../domain/ussd/ussd-screen';
import type { User } from '../../db/schema';
import type { ListedCover } from '../covers/cover-listing-repository';

/** One priced product as the quote menu offers it. */
export interface UssdOffer {
  productId: string;
  product: string;
  underwriter: string;
  total: number;
}

/** The answers a quotation was made from, which its purchase repeats. */
export interface QuoteValues {
  isOwner: boolean;
  household: number;
  portable: number;
  building: number;
  location: string;
}

/** The contact details a purchase needs, asked one per screen (buy-menu.ts). */
export const buyerFields = ['name', 'id_number', 'email', 'profession', 'address', 'kra_pin'] as const;
export type BuyerField = (typeof buyerFields)[number];

/** What a purchase by USSD carries from the quote to the payment. */
export interface UssdPurchase {
  quotationId: string;
  offer: UssdOffer;
  values: QuoteValues;
}

export type UssdState =
  | { step: 'language' }
  | { step: 'main' }
  | { step: 'quote.ownership' }
  | { step: 'quote.household'; isOwner: boolean }
  | { step: 'quote.portable'; isOwner: boolean; household: number }
  | { step: 'quote.building'; household: number; portable: number }
  | { step: 'quote.location'; household: number; portable: number; building: number }
  | { step: 'quote.prices'; quotationId: string; offers: UssdOffer[]; values: QuoteValues }
  | { step: 'quote.offer'; quotationId: string; offers: UssdOffer[]; values: QuoteValues; chosen: number }
  | {
      step: 'buy.details';
      purchase: UssdPurchase;
      field: number;
      details: Partial<Record<BuyerField, string>>;
    }
  | { step: 'buy.confirm'; purchase: UssdPurchase; details: Record<BuyerField, string> }
  | { step: 'policies.list'; start: number }
  | { step: 'policies.detail'; coverId: string }
  | { step: 'claims.menu' }
  | { step: 'claims.list' }
  | { step: 'loss.cover' }
  | { step: 'loss.peril'; coverId: string }
  | { step: 'loss.section'; loss: LossReport }
  | { step: 'loss.amount'; loss: LossReport }
  | { step: 'loss.when'; loss: LossReport }
  | { step: 'loss.description'; loss: LossReport }
  | { step: 'loss.place'; loss: LossReport; description: string }
  | { step: 'renew.list' }
  | { step: 'renew.confirm'; coverId: string }
  | { step: 'callback.reason' };

/** A loss reported by USSD, as its answers so far build it (claims-menu.ts). */
export interface LossReport {
  coverId: string;
  peril: Peril;
  section?: CoverSection;
  estimatedLoss?: number;
  occurredAt?: string;
  /** Where it happened, asked only when the cover names no location to take it from. */
  place?: string;
}

export type StepName = UssdState['step'];
export type StateOf<N extends StepName> = Extract<UssdState, { step: N }>;

/** What a step's answer does: moves to another step (saying why it stayed, for a refused answer), or ends. */
export type Move = { to: UssdState; notice?: string; language?: Language } | { end: UssdScreen };

/** What the menus read and do, as the app does it (the same services, the same rules). */
export interface UssdWorld {
  /** The phone's account, if it has one. */
  account(msisdn: string): Promise<User | null>;
  recordLanguage(userId: string, language: Language): Promise<void>;
  /** A quotation, under the quote limit of this phone (not of the gateway's one address). */
  quote(request: QuoteRequest, msisdn: string): Promise<Quotation>;
  /** The covers bought for this phone's account. */
  coversOf(userId: string): Promise<ListedCover[]>;
  /**
   * Buys as the app's buy-product does, and sends the M-Pesa prompt to this phone; the key makes a second
   * copy of the same step the same purchase.
   */
  buy(request: BuyCoverRequest, msisdn: string, purchaseKey: string): Promise<StkPushResponse>;
  /** The underwriter's paybill number for a purchase just made (its payment token opens it). */
  paybillNumber(coverId: string, paymentToken: string): Promise<string>;
  /** Retry Payment, as the holder: a prompt to this phone for what the cover owes. */
  payDue(coverId: string, msisdn: string, holder: User): Promise<StkPushResponse>;
  /** The cover's public check link, the one its documents print. */
  checkLinkOf(coverId: string): Promise<string>;
  /** The site's page a link in an SMS points to (its path, in the language given). */
  pageLink(path: string, language: Language): string;
  /** Sends the SMS that links the cover's documents to this phone. */
  sendDocumentsSms(msisdn: string, coverId: string, text: string): Promise<void>;
  /** The holder's claims, newest first, as the portal lists them. */
  claimsOf(holder: User): Promise<Claim[]>;
  /**
   * Makes the claim as the portal's Make a claim does, by the same rules; the key (as an Idempotency-Key
   * is in the app) makes a second copy of the same step the same claim.
   */
  reportLoss(holder: User, request: ClaimRequest, key: string): Promise<Claim>;
  renewalQuote(holder: User, coverId: string, request: RenewCoverRequest): Promise<RenewalQuote>;
  /** Makes (or re-prices) the cover's unpaid renewal, as the portal's Renew does; its id. */
  renew(holder: User, coverId: string, request: RenewCoverRequest): Promise<string>;
  /** A call-back request for the back office; false when this phone already waits for one for `reason`. */
  askCallBack(request: {
    msisdn: string;
    reason: CallBackReason;
    language: Language;
    claimId?: string;
  }): Promise<boolean>;
}

/** Who is dialling, in which language, and what the menus may reach. */
export interface UssdContext {
  msisdn: string;
  /** The gateway's session: with the step's number, the key of what the step does once. */
  sessionId: string;
  step: number;
  language: Language;
  now: Date;
  world: UssdWorld;
}

export interface Step<N extends StepName> {
  show(state: StateOf<N>, context: UssdContext): Promise<UssdScreen> | UssdScreen;
  answer(state: StateOf<N>, input: string, context: UssdContext): Promise<Move> | Move;
}

export type Steps<N extends StepName> = { [K in N]: Step<K> };

/**
 * Thrown by the world when another copy of the same step (a gateway's retry racing the first) is doing
 * this step's work: the service then answers with the screen that copy stores, not one of its own.
 */
export class StepTakenByAnotherCopy extends Error {
  override name = 'StepTakenByAnotherCopy';
}
