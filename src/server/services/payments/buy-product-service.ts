// Buy product (point 7): prices the cover on the server, finds or creates its holder, stores the cover
// (inactive) with its items, and sends the M-Pesa prompt. The cover and its holder are committed before
// the prompt goes out, so the callback always finds them; a refused prompt leaves an unpaid cover behind.
import type { BuyProductRequest, StkPushResponse } from '../../../domain/api';
import { normaliseMsisdn } from '../../../domain/phone';
import type { Clock } from '../../clock';
import { InvalidRequestError } from '../../http/app-errors';
import type { Repositories } from '../repositories';
import { findOrCreateCoverHolder } from './cover-holder';
import { priceCover } from './cover-price';
import { paymentMessages } from './payment-messages';
import { type PromptDependencies, sendPaymentPrompt } from './payment-prompt';

export function payerMsisdn(input: string, path: string): string {
  const msisdn = normaliseMsisdn(input);
  if (!msisdn) {
    throw new InvalidRequestError('invalid_msisdn', paymentMessages.invalidMsisdn, [
      { path, message: paymentMessages.invalidMsisdn },
    ]);
  }
  return msisdn;
}

export function createBuyProductService(deps: {
  repositories: Repositories;
  clock: Clock;
  prompt: PromptDependencies;
}) {
  const { repositories } = deps;
  return {
    async buy(request: BuyProductRequest): Promise<StkPushResponse> {
      const msisdn = payerMsisdn(request.msisdn, 'msisdn');
      const price = await priceCover(request.cover, repositories);
      const { cover: body } = request;
      const cover = await repositories.transaction(async (tx) => {
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
          },
          [
            ...body.house_hold_items.map((item) => ({ kind: 'household' as const, ...item })),
            ...body.portable_items.map((item) => ({ kind: 'portable' as const, ...item })),
          ],
        );
      });
      return sendPaymentPrompt({ ...deps.prompt, stkRequests: repositories.stkRequests }, cover, msisdn);
    },
  };
}

export type BuyProductService = ReturnType<typeof createBuyProductService>;
