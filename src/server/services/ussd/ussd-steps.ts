// What a USSD menu step is: the screen it shows, and where an answer to it moves the session. Each menu
// (main-menu.ts, quote-menu.ts, policies-menu.ts) is a table of steps keyed by name; the session keeps its
// step's name and what the answers so far decided (UssdState), as JSON in db/schema/ussd.ts.
import type { Quotation, QuoteRequest } from '../../../domain/api';
import type { Language } from '../../../domain/language/languages';
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

export type UssdState =
  | { step: 'language' }
  | { step: 'main' }
  | { step: 'quote.ownership' }
  | { step: 'quote.household'; isOwner: boolean }
  | { step: 'quote.portable'; isOwner: boolean; household: number }
  | { step: 'quote.building'; household: number; portable: number }
  | { step: 'quote.location'; household: number; portable: number; building: number }
  | { step: 'quote.prices'; quotationId: string; offers: UssdOffer[] }
  | { step: 'quote.offer'; quotationId: string; offers: UssdOffer[]; chosen: number }
  | { step: 'policies.list'; start: number }
  | { step: 'policies.detail'; coverId: string };

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
}

/** Who is dialling, in which language, and what the menus may reach. */
export interface UssdContext {
  msisdn: string;
  language: Language;
  now: Date;
  world: UssdWorld;
}

export interface Step<N extends StepName> {
  show(state: StateOf<N>, context: UssdContext): Promise<UssdScreen> | UssdScreen;
  answer(state: StateOf<N>, input: string, context: UssdContext): Promise<Move> | Move;
}

export type Steps<N extends StepName> = { [K in N]: Step<K> };
