// 2. My policies: the covers bought for the phone that dials, each with its reference, status and end
// date. The network's phone number is the identity here, as a code sent to that phone is in the app: it
// reads that phone's own policies and nothing else, and changes no account's details.
import { spokenText } from '../../../domain/language/messages';
import { formatShillings } from '../../../domain/money';
import { policyStatusNames } from '../../../domain/policies-messages';
import { ussdMessages } from '../../../domain/ussd/ussd-messages';
import { choiceOf, con, end, listScreen } from '../../../domain/ussd/ussd-screen';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-errors';
import { endOf, type PhonePolicy, phonePoliciesOf } from './phone-policies';
import type { Steps, UssdContext } from './ussd-steps';

function lineOf({ reference, view }: PhonePolicy): string {
  const end = endOf(view);
  if (!end) return ussdMessages.policyUnpaid({ reference });
  return ussdMessages.policyLine({ reference, status: policyStatusNames[view.status], end });
}

/** Retry Payment for what the cover owes, to this phone; the app's words when nothing is owed. */
async function payDue(policy: PhonePolicy, holder: User, context: UssdContext): Promise<string> {
  try {
    const prompt = await context.world.payDue(policy.coverId, context.msisdn, holder);
    return ussdMessages.duePromptSent({ amount: formatShillings(prompt.data.amount) });
  } catch (error) {
    if (error instanceof AppError) return spokenText(error.message);
    throw error;
  }
}

/** The documents' links by SMS: the public check of the cover, and the portal (signed in with this phone). */
async function sendDocuments(policy: PhonePolicy, context: UssdContext): Promise<string> {
  if (!endOf(policy.view)) return ussdMessages.documentsNotYet;
  const text = ussdMessages.documentsSms({
    reference: policy.reference,
    check: await context.world.checkLinkOf(policy.coverId),
    portal: context.world.pageLink('/profile', context.language),
  });
  await context.world.sendDocumentsSms(context.msisdn, policy.coverId, text);
  return ussdMessages.documentsSent;
}

export const policiesMenuSteps: Steps<'policies.list' | 'policies.detail'> = {
  'policies.list': {
    show: async (state, context) => {
      const policies = await phonePoliciesOf(context);
      if (policies.length === 0) return end(ussdMessages.noPolicies);
      const rest = policies.slice(state.start);
      const lines = rest.map(lineOf);
      const all = listScreen(ussdMessages.policiesTitle, lines, [ussdMessages.back]);
      if (all.shown === lines.length) return all.screen;
      return listScreen(ussdMessages.policiesTitle, lines, [ussdMessages.more, ussdMessages.back]).screen;
    },
    answer: async (state, input, context) => {
      if (input === '0') return { to: { step: 'main' } };
      const policies = (await phonePoliciesOf(context)).slice(state.start);
      const lines = policies.map(lineOf);
      const { shown } = listScreen(ussdMessages.policiesTitle, lines, [ussdMessages.more, ussdMessages.back]);
      if (input === '9' && shown < policies.length)
        return { to: { step: 'policies.list', start: state.start + shown } };
      const chosen = choiceOf(input, policies.slice(0, shown));
      if (!chosen) return { to: state, notice: ussdMessages.invalidChoice };
      return { to: { step: 'policies.detail', coverId: chosen.coverId } };
    },
  },
  'policies.detail': {
    show: async (state, context) => {
      const policy = (await phonePoliciesOf(context)).find(
        (candidate) => candidate.coverId === state.coverId,
      );
      if (!policy) return end(ussdMessages.noPolicies);
      const { view, reference } = policy;
      const detail = ussdMessages.policyDetail({
        reference,
        product: view.name,
        underwriter: view.underwriter_name,
        status: policyStatusNames[view.status],
      });
      const ends = endOf(view);
      return con(
        [
          detail,
          ...(ends ? [ussdMessages.policyEnds({ end: ends })] : []),
          ussdMessages.payDue,
          ussdMessages.documentsBySms,
          ussdMessages.back,
        ].join('\n'),
      );
    },
    answer: async (state, input, context) => {
      if (input === '0') return { to: { step: 'policies.list', start: 0 } };
      if (input !== '1' && input !== '2') return { to: state, notice: ussdMessages.invalidChoice };
      const policy = (await phonePoliciesOf(context)).find(
        (candidate) => candidate.coverId === state.coverId,
      );
      const account = await context.world.account(context.msisdn);
      if (!policy || !account) return { end: end(ussdMessages.noPolicies) };
      return {
        end: end(
          input === '1' ? await payDue(policy, account, context) : await sendDocuments(policy, context),
        ),
      };
    },
  },
};
