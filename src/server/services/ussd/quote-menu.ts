// 1. Get a home quote: tenant or owner, the values (household, portable, and the building and where it
// is, for owners), then the three best prices with their underwriters. The quotation is the app's own
// (quote-service.ts): the same coverage rules and the same prices, under a limit per phone.
import { type QuoteRequest, QuoteRequestSchema } from '../../../domain/api';
import { wireTotalsOf } from '../../../domain/coverage-request';
import { coverageMessages } from '../../../domain/coverage-rules';
import { formatShillings, readShillings } from '../../../domain/money';
import { quotationMessages } from '../../../domain/quotation-messages';
import { ussdMessages } from '../../../domain/ussd/ussd-messages';
import { con, end, listScreen } from '../../../domain/ussd/ussd-screen';
import { AppError } from '../../http/app-errors';
import type { Move, QuoteValues, Steps, UssdContext, UssdOffer, UssdState } from './ussd-steps';

/** The prices the menu shows: the three cheapest, as the issue asks (a screen holds no more). */
const offersShown = 3;

/**
 * The underwriter as a line of three prices can name it: its brand, the first word of its name ('Simba' of
 * Simba General Insurance); the offer's own screen names it in full.
 */
const brandOf = (underwriter: string) => underwriter.split(' ')[0] ?? underwriter;

/** An amount typed on the phone, or the same step again saying what to type. */
function amountOr(input: string, again: UssdState, next: (amount: number) => UssdState): Move {
  const reading = readShillings(input);
  if (!reading.ok || reading.amount === null) return { to: again, notice: ussdMessages.amountInvalid };
  return { to: next(reading.amount) };
}

async function quoteFor(values: QuoteValues, context: UssdContext): Promise<Move> {
  const parsed = QuoteRequestSchema.safeParse({
    is_owner: values.isOwner ? '1' : '0',
    location: values.location,
    value_of_property: values.building,
    ...wireTotalsOf(values),
  } satisfies Partial<QuoteRequest>);
  const restart: UssdState = { step: 'quote.household', isOwner: values.isOwner };
  if (!parsed.success)
    return { to: restart, notice: parsed.error.issues[0]?.message ?? ussdMessages.amountInvalid };
  try {
    const quotation = await context.world.quote(parsed.data, context.msisdn);
    if (quotation.products.length === 0) return { end: end(quotationMessages.noProducts) };
    const offers: UssdOffer[] = quotation.products.slice(0, offersShown).map((product) => ({
      productId: product.id,
      product: product.name,
      underwriter: product.under_writer.name,
      total: product.quotation,
    }));
    return { to: { step: 'quote.prices', quotationId: quotation.id, offers, values } };
  } catch (error) {
    // Coverage the app would refuse too (nothing to insure): its words for the value that is missing,
    // from the first value again.
    if (error instanceof AppError && error.code === 'coverage_incomplete')
      return { to: restart, notice: error.fieldErrors?.[0]?.message ?? error.message };
    throw error;
  }
}

export const quoteMenuSteps: Steps<
  | 'quote.ownership'
  | 'quote.household'
  | 'quote.portable'
  | 'quote.building'
  | 'quote.location'
  | 'quote.prices'
  | 'quote.offer'
> = {
  'quote.ownership': {
    show: () => con(`${ussdMessages.ownership}\n${ussdMessages.back}`),
    answer: (state, input) => {
      if (input === '0') return { to: { step: 'main' } };
      if (input === '1' || input === '2') return { to: { step: 'quote.household', isOwner: input === '2' } };
      return { to: state, notice: ussdMessages.invalidChoice };
    },
  },
  'quote.household': {
    show: () => con(ussdMessages.householdValue),
    answer: (state, input) =>
      amountOr(input, state, (household) => ({ step: 'quote.portable', isOwner: state.isOwner, household })),
  },
  'quote.portable': {
    show: () => con(ussdMessages.portableValue),
    answer: async (state, input, context) => {
      const reading = readShillings(input);
      if (!reading.ok || reading.amount === null) return { to: state, notice: ussdMessages.amountInvalid };
      const portable = reading.amount;
      if (state.isOwner) return { to: { step: 'quote.building', household: state.household, portable } };
      return quoteFor(
        { isOwner: false, household: state.household, portable, building: 0, location: '' },
        context,
      );
    },
  },
  'quote.building': {
    show: () => con(ussdMessages.buildingValue),
    answer: (state, input) =>
      amountOr(input, state, (building) => ({
        step: 'quote.location',
        household: state.household,
        portable: state.portable,
        building,
      })),
  },
  'quote.location': {
    show: () => con(ussdMessages.location),
    answer: (state, input, context) => {
      const location = input.trim();
      if (location === '') return { to: state, notice: coverageMessages.location };
      const { household, portable, building } = state;
      return quoteFor({ isOwner: true, household, portable, building, location }, context);
    },
  },
  'quote.prices': {
    show: (state) =>
      listScreen(
        ussdMessages.pricesTitle,
        state.offers.map(
          (offer) => `${offer.product}, ${brandOf(offer.underwriter)} ${formatShillings(offer.total)}`,
        ),
        [ussdMessages.back],
      ).screen,
    answer: (state, input) => {
      if (input === '0') return { to: { step: 'main' } };
      const chosen = Number(input) - 1;
      if (!/^\d+$/.test(input) || !state.offers[chosen])
        return { to: state, notice: ussdMessages.invalidChoice };
      return { to: { ...state, step: 'quote.offer', chosen } };
    },
  },
  'quote.offer': {
    show: (state) => {
      const offer = state.offers[state.chosen] as UssdOffer;
      const text = ussdMessages.offer({
        product: offer.product,
        underwriter: offer.underwriter,
        price: formatShillings(offer.total),
      });
      return con(`${text}\n${ussdMessages.buy}\n${ussdMessages.back}`);
    },
    answer: (state, input) => {
      const { chosen, ...prices } = state;
      if (input === '0') return { to: { ...prices, step: 'quote.prices' } };
      const offer = state.offers[chosen];
      if (input === '1' && offer) {
        const purchase = { quotationId: state.quotationId, offer, values: state.values };
        return { to: { step: 'buy.details', purchase, field: 0, details: {} } };
      }
      return { to: state, notice: ussdMessages.invalidChoice };
    },
  },
};
