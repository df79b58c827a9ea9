// 4. Renew a policy: the phone's policies in their renewal window (the portal's own test, offersRenewal),
// each renewed with the items it insures today at today's price, and paid by a prompt to this phone. The
// renewal is the portal's (renewal-service.ts): asking again re-prices the same unpaid renewal, so a
// retried step makes no second one. Changing the items is the app's.
import { formatDocumentDay } from '../../../domain/documents/document-dates';
import { spokenText } from '../../../domain/language/messages';
import { formatShillings } from '../../../domain/money';
import { offersRenewal } from '../../../domain/renewals/renewal-offer';
import { sameItemsRenewal } from '../../../domain/renewals/same-items-renewal';
import { ussdMessages } from '../../../domain/ussd/ussd-messages';
import { choiceOf, con, end, listScreen } from '../../../domain/ussd/ussd-screen';
import { AppError } from '../../http/app-errors';
import { endOf, phonePoliciesOf } from './phone-policies';
import type { Steps, UssdContext } from './ussd-steps';

async function renewable(context: UssdContext) {
  return (await phonePoliciesOf(context)).filter((policy) => offersRenewal(policy.policy, context.now));
}

/** The app's words for a refusal (a prompt still open, already renewed); anything else is a bug, thrown. */
function refusal(error: unknown): string {
  if (error instanceof AppError) return spokenText(error.message);
  throw error;
}

export const renewMenuSteps: Steps<'renew.list' | 'renew.confirm'> = {
  'renew.list': {
    show: async (_state, context) => {
      const policies = await renewable(context);
      if (policies.length === 0) return end(ussdMessages.renewNone);
      const lines = policies.map((policy) =>
        ussdMessages.renewLine({ reference: policy.reference, end: endOf(policy.view) ?? '' }),
      );
      return listScreen(ussdMessages.renewTitle, lines, [ussdMessages.back]).screen;
    },
    answer: async (state, input, context) => {
      if (input === '0') return { to: { step: 'main' } };
      const policies = await renewable(context);
      const chosen = choiceOf(input, policies);
      if (!chosen) return { to: state, notice: ussdMessages.invalidChoice };
      return { to: { step: 'renew.confirm', coverId: chosen.coverId } };
    },
  },
  'renew.confirm': {
    show: async (state, context) => {
      const account = await context.world.account(context.msisdn);
      const policy = (await renewable(context)).find((candidate) => candidate.coverId === state.coverId);
      if (!account || !policy) return end(ussdMessages.renewNone);
      try {
        const quote = await context.world.renewalQuote(
          account,
          policy.coverId,
          sameItemsRenewal(policy.policy),
        );
        return con(
          ussdMessages.renewConfirm({
            reference: policy.reference,
            price: formatShillings(quote.total),
            start: formatDocumentDay(new Date(quote.starts)),
          }),
        );
      } catch (error) {
        return end(refusal(error));
      }
    },
    answer: async (state, input, context) => {
      if (input === '0') return { end: end(ussdMessages.renewCancelled) };
      if (input !== '1') return { to: state, notice: ussdMessages.invalidChoice };
      const account = await context.world.account(context.msisdn);
      const policy = (await renewable(context)).find((candidate) => candidate.coverId === state.coverId);
      if (!account || !policy) return { end: end(ussdMessages.renewNone) };
      try {
        const renewalId = await context.world.renew(account, policy.coverId, sameItemsRenewal(policy.policy));
        const prompt = await context.world.payDue(renewalId, context.msisdn, account);
        return { end: end(ussdMessages.duePromptSent({ amount: formatShillings(prompt.data.amount) })) };
      } catch (error) {
        return { end: end(refusal(error)) };
      }
    },
  },
};
