// Buy product (point 7): prices the cover on the server, finds or creates its holder, stores the cover
// (inactive) with its items and contact details, and sends the M-Pesa prompt. The cover and its holder
// are committed before the prompt goes out, so the callback always finds them. A cover is tied to the
// request's Idempotency-Key (or, without one, to the key of identical buys from one address): when the
// prompt fails (M-Pesa refused or did not answer) and the visitor retries with the same key, the retry
// finds that cover again and prompts for it, so a retry never makes a second one. Every answer carries a
// fresh payment token for the cover (payment-token.ts): only the page that got it may act on the payment.
import type { BuyCoverRequest, StkPushResponse } from '../../../domain/api';
import { coverageValuesOfRequest, coverItemsOfRequest } from '../../../domain/coverage-request';
import type { Clock } from '../../clock';
import type { Cover, User } from '../../db/schema';
import { paymentRequestsPerAddress } from '../payments/payment-limits';
import { type PromptDependencies, requestPaymentPrompt } from '../payments/payment-prompt';
import { newPaymentToken } from '../payments/payment-token';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import { coverContactOf, findOrCreateCoverHolder } from './cover-holder';
import { priceCover } from './cover-price';

/** Identical buys (same body, same address) this close together are one purchase (a tapped-again button). */
export const IDENTICAL_BUYS_WINDOW_MS = 2 * 60 * 1000;

export interface BuyOptions {
  /** The request's Idempotency-Key, or the key of identical keyless buys; none: a new purchase. */
  purchaseKey: string | undefined;
  /** For the key of identical buys: how long its cover stays the same purchase (then a new one). */
  purchaseKeyLifetimeMs?: number;
  /** The caller's address, for the per-address limit. */
  clientAddress: string;
  /** The signed-in caller: buying for their own phone, their details are proven. */
  signedIn: User | null;
}

export function createBuyCoverService(deps: {
  repositories: TransactionalRepositories<'catalogue' | 'covers' | 'quotations' | 'sessions' | 'users'>;
  clock: Clock;
  prompt: PromptDependencies;
  rateLimiter: RateLimiter;
}) {
  const { repositories } = deps;

  async function createCover(
    request: BuyCoverRequest,
    options: BuyOptions,
    paymentTokenHash: string,
  ): Promise<Cover> {
    const contact = coverContactOf(request);
    const price = await priceCover(request.cover, repositories);
    const { cover: body } = request;
    const now = deps.clock.now();
    return repositories.transaction(async (tx) => {
      const holder = await findOrCreateCoverHolder(tx, request, contact, {
        signedIn: options.signedIn,
        now,
      });
      return tx.covers.insert(
        {
          userId: holder.id,
          productId: body.product_id,
          quotationId: price.quotationId,
          isOwner: body.is_owner === '1',
          location: body.location,
          countryOrTown: body.country_or_town,
          typeOfResidence: body.type_of_residence,
          construction: body.construction,
          houseNumber: body.house_number,
          plotNumber: body.plot_number,
          valueOfProperty: body.value_of_property,
          valueOfHouseholdItems: coverageValuesOfRequest(body).household,
          valueOfPortableItems: coverageValuesOfRequest(body).portable,
          premium: price.premium,
          quotation: price.quotation,
          createdAt: now,
          purchaseKey: options.purchaseKey ?? null,
          paymentTokenHash,
        },
        coverItemsOfRequest(body),
        contact,
      );
    });
  }

  /** The cover an earlier attempt of this purchase created, if it is still the same purchase. */
  async function earlierCover(options: BuyOptions): Promise<Cover | null> {
    if (!options.purchaseKey) return null;
    const earlier = await repositories.covers.findByPurchaseKey(options.purchaseKey);
    const lifetime = options.purchaseKeyLifetimeMs;
    if (earlier && lifetime !== undefined) {
      if (deps.clock.now().getTime() - earlier.createdAt.getTime() > lifetime) {
        // Identical buys long apart are two purchases: the key moves on to the new cover.
        await repositories.covers.releasePurchaseKey(earlier.id);
        return null;
      }
    }
    return earlier;
  }

  return {
    async buy(request: BuyCoverRequest, options: BuyOptions): Promise<StkPushResponse> {
      await deps.rateLimiter.consume(paymentRequestsPerAddress, options.clientAddress);
      // The route's schema has normalised the paying number already.
      const { msisdn } = request;
      // The idempotency service lets a key run again only for the very same body, so a cover found by
      // the key is the one this request asked for.
      const { token, hash } = newPaymentToken();
      const earlier = await earlierCover(options);
      // An earlier attempt ended in an error, which carried no token: a new one replaces its unseen one.
      if (earlier) await repositories.covers.setPaymentTokenHash(earlier.id, hash);
      const cover = earlier ?? (await createCover(request, options, hash));
      const answer = await requestPaymentPrompt(deps.prompt, cover.id, msisdn, 'replay');
      return { ...answer, data: { ...answer.data, payment_token: token } };
    },
  };
}

export type BuyCoverService = ReturnType<typeof createBuyCoverService>;
