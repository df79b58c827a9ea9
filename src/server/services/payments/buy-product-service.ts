// Buy product (point 7): prices the cover on the server, finds or creates its holder, stores the cover
// (inactive) with its items, and sends the M-Pesa prompt. The cover and its holder are committed before
// the prompt goes out, so the callback always finds them. A cover is tied to the request's
// Idempotency-Key: when the prompt fails (M-Pesa refused or did not answer) and the visitor retries with
// the same key, the retry finds that cover again and prompts for it, so a retry never makes a second one.
import type { BuyProductRequest, StkPushResponse } from '../../../domain/api';
import { normaliseMsisdn } from '../../../domain/phone';
import type { Clock } from '../../clock';
import type { Cover } from '../../db/schema';
import { InvalidRequestError } from '../../http/app-errors';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { findOrCreateCoverHolder } from './cover-holder';
import { priceCover } from './cover-price';
import { paymentRequestsPerAddress } from './payment-limits';
import { paymentMessages } from './payment-messages';
import { type PromptDependencies, requestPaymentPrompt } from './payment-prompt';

export function payerMsisdn(input: string, path: string): string {
  const msisdn = normaliseMsisdn(input);
  if (!msisdn) {
    throw new InvalidRequestError('invalid_msisdn', paymentMessages.invalidMsisdn, [
      { path, message: paymentMessages.invalidMsisdn },
    ]);
  }
  return msisdn;
}

export interface BuyOptions {
  /** The request's Idempotency-Key; without one every request is a new purchase. */
  purchaseKey: string | undefined;
  /** The caller's address, for the per-address limit. */
  clientAddress: string;
}

export function createBuyProductService(deps: {
  repositories: Repositories;
  clock: Clock;
  prompt: PromptDependencies;
  rateLimiter: RateLimiter;
}) {
  const { repositories } = deps;

  async function createCover(request: BuyProductRequest, purchaseKey: string | undefined): Promise<Cover> {
    const price = await priceCover(request.cover, repositories);
    const { cover: body } = request;
    return repositories.transaction(async (tx) => {
      const holder = await findOrCreateCoverHolder(tx, request);
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
          valueOfHouseHoldItems: body.value_of_house_hold_items,
          valueOfPortableItems: body.value_of_portable_items,
          premium: price.premium,
          quotation: price.quotation,
          createdAt: deps.clock.now(),
          purchaseKey: purchaseKey ?? null,
        },
        [
          ...body.house_hold_items.map((item) => ({ kind: 'household' as const, ...item })),
          ...body.portable_items.map((item) => ({ kind: 'portable' as const, ...item })),
        ],
      );
    });
  }

  return {
    async buy(request: BuyProductRequest, options: BuyOptions): Promise<StkPushResponse> {
      await deps.rateLimiter.consume(paymentRequestsPerAddress, options.clientAddress);
      const msisdn = payerMsisdn(request.msisdn, 'msisdn');
      // The idempotency service lets a key run again only for the very same body, so a cover found by
      // the key is the one this request asked for.
      const earlier = options.purchaseKey
        ? await repositories.covers.findByPurchaseKey(options.purchaseKey)
        : null;
      const cover = earlier ?? (await createCover(request, options.purchaseKey));
      return requestPaymentPrompt(deps.prompt, cover.id, msisdn, 'replay');
    },
  };
}

export type BuyProductService = ReturnType<typeof createBuyProductService>;
