// Buying the offer chosen in the quote menu: the details the purchase needs, one short screen each and
// checked by the app's own contact rules, then the price to confirm. The purchase is the app's
// buy-product: the M-Pesa prompt goes to the phone that dials, and the underwriter's paybill is offered
// beside it, as the app offers it.
import { type BuyCoverRequest, ContactSchema } from '../../../domain/api';
import { wireListsOf, wireTotalsOf } from '../../../domain/coverage-request';
import { spokenText } from '../../../domain/language/messages';
import { formatShillings } from '../../../domain/money';
import { ussdMessages } from '../../../domain/ussd/ussd-messages';
import { con, end } from '../../../domain/ussd/ussd-screen';
import { AppError } from '../../http/app-errors';
import { type BuyerField, buyerFields, type Steps, type UssdContext, type UssdPurchase } from './ussd-steps';

const questions: Record<BuyerField, () => string> = {
  name: () => ussdMessages.buyerName,
  id_number: () => ussdMessages.buyerIdNumber,
  email: () => ussdMessages.buyerEmail,
  profession: () => ussdMessages.buyerProfession,
  address: () => ussdMessages.buyerAddress,
  kra_pin: () => ussdMessages.buyerKraPin,
};

/** The app's buy-product body for this purchase, paid from the phone that dials. */
function purchaseRequest(
  purchase: UssdPurchase,
  details: Record<BuyerField, string>,
  msisdn: string,
): BuyCoverRequest {
  const { values } = purchase;
  return {
    cover: {
      is_owner: values.isOwner ? '1' : '0',
      location: values.location,
      value_of_property: values.building,
      ...wireTotalsOf(values),
      ...wireListsOf({ household: [], portable: [] }),
      country_or_town: values.location,
      type_of_residence: '',
      construction: '',
      house_number: '',
      plot_number: '',
      product_id: purchase.offer.productId,
      quotation_id: purchase.quotationId,
      quotation: purchase.offer.total,
    },
    user: { ...details, msisdn },
    msisdn,
  };
}

async function pay(
  purchase: UssdPurchase,
  details: Record<BuyerField, string>,
  context: UssdContext,
): Promise<string> {
  try {
    const key = `ussd:${context.sessionId}:${context.step}`;
    const bought = await context.world.buy(
      purchaseRequest(purchase, details, context.msisdn),
      context.msisdn,
      key,
    );
    const business = await context.world.paybillNumber(bought.data.cover_id, bought.data.payment_token ?? '');
    return ussdMessages.promptSent({
      amount: formatShillings(bought.data.amount),
      business,
      reference: bought.data.reference,
    });
  } catch (error) {
    // The app's own words for a refusal (M-Pesa did not answer, too many purchases), written for the
    // payer: the phone shows them.
    if (error instanceof AppError) return spokenText(error.message);
    throw error;
  }
}

export const buyMenuSteps: Steps<'buy.details' | 'buy.confirm'> = {
  'buy.details': {
    show: (state) => con(questions[buyerFields[state.field] ?? 'name']()),
    answer: (state, input) => {
      const field = buyerFields[state.field] ?? 'name';
      const checked = ContactSchema.shape[field].safeParse(input.trim());
      if (!checked.success) return { to: state, notice: spokenText(checked.error.issues[0]?.message ?? '') };
      const details = { ...state.details, [field]: checked.data };
      if (state.field + 1 < buyerFields.length) return { to: { ...state, field: state.field + 1, details } };
      return {
        to: { step: 'buy.confirm', purchase: state.purchase, details: details as Record<BuyerField, string> },
      };
    },
  },
  'buy.confirm': {
    show: ({ purchase }) =>
      con(
        ussdMessages.confirmPurchase({
          price: formatShillings(purchase.offer.total),
          product: purchase.offer.product,
          underwriter: purchase.offer.underwriter,
        }),
      ),
    answer: async (state, input, context) => {
      if (input === '0') return { end: end(ussdMessages.purchaseCancelled) };
      if (input !== '1') return { to: state, notice: ussdMessages.invalidChoice };
      return { end: end(await pay(state.purchase, state.details, context)) };
    },
  },
};
