// 3. Claims: the status of the phone's latest claims with each one's next step, and a loss reported in
// short steps (the policy, what happened, what was lost and about how much, when, a few words). The claim
// is the portal's own (claim-submission.ts), under the same rules and in their words; the client then
// adds photos and documents in the app, and a lead asks an agent to call them back to help.
import { ClaimRequestSchema } from '../../../domain/claims/claim-request';
import { claimStatusNames } from '../../../domain/claims/claim-status';
import { perilNames, perils } from '../../../domain/claims/perils';
import type { CoverSection } from '../../../domain/cover-sections';
import { spokenText } from '../../../domain/language/messages';
import { readShillings } from '../../../domain/money';
import { occurredAtOf } from '../../../domain/ussd/ussd-dates';
import { ussdMessages } from '../../../domain/ussd/ussd-messages';
import { choiceOf, clippedEnd, con, end, listScreen } from '../../../domain/ussd/ussd-screen';
import { AppError } from '../../http/app-errors';
import { phonePoliciesOf } from './phone-policies';
import type { LossReport, Move, StateOf, Steps, UssdContext, UssdState } from './ussd-steps';

/** The claims a screen lists: the latest, as the issue asks. */
const claimsShown = 3;

/** The sections in the order the loss screen numbers them (ussdMessages.lossSections). */
const lossSections: readonly CoverSection[] = ['household', 'portable', 'building'];

async function latestClaims(context: UssdContext) {
  const account = await context.world.account(context.msisdn);
  return account ? (await context.world.claimsOf(account)).slice(0, claimsShown) : [];
}

/** The phone's policies a loss can be reported on: those in force. */
async function claimablePolicies(context: UssdContext) {
  return (await phonePoliciesOf(context)).filter((policy) => policy.view.status === 'Active');
}

const perilScreen = () =>
  listScreen(
    ussdMessages.lossPerilTitle,
    perils.map((peril) => perilNames[peril]),
    [],
  ).screen;

/** Where a refused claim goes back to: the step whose answer the rule refused. */
function stepOfError(path: string | undefined, loss: LossReport, description: string): UssdState {
  if (path?.startsWith('occurred_at')) return { step: 'loss.when', loss };
  if (path?.startsWith('description')) return { step: 'loss.description', loss };
  if (path?.startsWith('place')) return { step: 'loss.place', loss, description };
  // A section the cover does not insure: choose another; a loss above its sum insured: another amount.
  if (path?.endsWith('.section')) return { step: 'loss.section', loss };
  return { step: 'loss.amount', loss };
}

/** The insured home's location, as the cover names it ('' when it names none). */
async function locationOf(coverId: string, context: UssdContext): Promise<string> {
  const policy = (await phonePoliciesOf(context)).find((candidate) => candidate.coverId === coverId);
  return policy?.policy.location.trim() ?? '';
}

async function report(loss: LossReport, description: string, context: UssdContext): Promise<Move> {
  const account = await context.world.account(context.msisdn);
  if (!account) return { end: end(ussdMessages.lossNoCover) };
  const parsed = ClaimRequestSchema.safeParse({
    cover_id: loss.coverId,
    peril: loss.peril,
    occurred_at: loss.occurredAt,
    // Where the insured home is (a loss elsewhere, a phone stolen in town, says so in its own words), or
    // where the caller said when the cover names no location (a tenant need not give one).
    place: loss.place ?? (await locationOf(loss.coverId, context)),
    description,
    named_items: [
      { section: loss.section, name: ussdMessages.lossItemName, estimated_loss: loss.estimatedLoss },
    ],
    // A liability claim names the third party and what they ask: the caller's own words say it.
    third_party: loss.peril === 'third_party_liability' ? description : undefined,
  });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      to: stepOfError(issue?.path.join('.'), loss, description),
      notice: spokenText(issue?.message ?? ''),
    };
  }
  try {
    const claim = await context.world.reportLoss(
      account,
      parsed.data,
      `ussd:${context.sessionId}:${context.step}`,
    );
    await context.world.askCallBack({
      msisdn: context.msisdn,
      reason: 'claim',
      language: context.language,
      claimId: claim.id,
    });
    return { end: end(ussdMessages.lossReported({ reference: claim.reference })) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const [field] = error.fieldErrors ?? [];
    if (error.code === 'claim_invalid' && field?.path !== 'cover_id')
      return { to: stepOfError(field?.path, loss, description), notice: spokenText(error.message) };
    return { end: end(spokenText(error.message)) };
  }
}

type ClaimSteps =
  | 'claims.menu'
  | 'claims.list'
  | 'loss.cover'
  | 'loss.peril'
  | 'loss.section'
  | 'loss.amount'
  | 'loss.when'
  | 'loss.description'
  | 'loss.place';

const withLoss = (
  state: StateOf<'loss.section' | 'loss.amount' | 'loss.when' | 'loss.description' | 'loss.place'>,
) => state.loss;

export const claimsMenuSteps: Steps<ClaimSteps> = {
  'claims.menu': {
    show: () => con(ussdMessages.claimsChoices),
    answer: async (state, input, context) => {
      if (input === '0') return { to: { step: 'main' } };
      if (input === '1') return { to: { step: 'claims.list' } };
      if (input !== '2') return { to: state, notice: ussdMessages.invalidChoice };
      const policies = await claimablePolicies(context);
      const [only] = policies;
      if (!only) return { end: end(ussdMessages.lossNoCover) };
      return {
        to: policies.length === 1 ? { step: 'loss.peril', coverId: only.coverId } : { step: 'loss.cover' },
      };
    },
  },
  'claims.list': {
    show: async (_state, context) => {
      const claims = await latestClaims(context);
      if (claims.length === 0) return end(ussdMessages.noClaims);
      const lines = claims.map((claim) =>
        ussdMessages.claimLine({ reference: claim.reference, status: claimStatusNames[claim.status] }),
      );
      return listScreen(ussdMessages.claimsTitle, lines, [ussdMessages.back]).screen;
    },
    answer: async (state, input, context) => {
      if (input === '0') return { to: { step: 'claims.menu' } };
      const claim = choiceOf(input, await latestClaims(context));
      if (!claim) return { to: state, notice: ussdMessages.invalidChoice };
      return {
        end: clippedEnd(
          ussdMessages.claimDetail({
            reference: claim.reference,
            status: claimStatusNames[claim.status],
            next: claim.next_step,
          }),
        ),
      };
    },
  },
  'loss.cover': {
    show: async (_state, context) => {
      const lines = (await claimablePolicies(context)).map(
        (policy) => `${policy.reference} ${policy.view.name}`,
      );
      return listScreen(ussdMessages.lossCoverTitle, lines, [ussdMessages.back]).screen;
    },
    answer: async (state, input, context) => {
      if (input === '0') return { to: { step: 'claims.menu' } };
      const policy = choiceOf(input, await claimablePolicies(context));
      if (!policy) return { to: state, notice: ussdMessages.invalidChoice };
      return { to: { step: 'loss.peril', coverId: policy.coverId } };
    },
  },
  'loss.peril': {
    show: perilScreen,
    answer: (state, input) => {
      const peril = choiceOf(input, perils);
      if (!peril) return { to: state, notice: ussdMessages.invalidChoice };
      return { to: { step: 'loss.section', loss: { coverId: state.coverId, peril } } };
    },
  },
  'loss.section': {
    show: () => con(`${ussdMessages.lossSectionTitle}\n${ussdMessages.lossSections}`),
    answer: (state, input) => {
      const section = choiceOf(input, lossSections);
      if (!section) return { to: state, notice: ussdMessages.invalidChoice };
      return { to: { step: 'loss.amount', loss: { ...withLoss(state), section } } };
    },
  },
  'loss.amount': {
    show: () => con(ussdMessages.lossAmount),
    answer: (state, input) => {
      const reading = readShillings(input);
      if (!reading.ok || reading.amount === null || reading.amount <= 0)
        return { to: state, notice: ussdMessages.amountInvalid };
      return { to: { step: 'loss.when', loss: { ...withLoss(state), estimatedLoss: reading.amount } } };
    },
  },
  'loss.when': {
    show: () => con(ussdMessages.lossWhen),
    answer: (state, input, context) => {
      const occurredAt = occurredAtOf(input, context.now);
      if (!occurredAt) return { to: state, notice: ussdMessages.lossWhenInvalid };
      return { to: { step: 'loss.description', loss: { ...withLoss(state), occurredAt } } };
    },
  },
  'loss.description': {
    show: () => con(ussdMessages.lossDescription),
    answer: async (state, input, context) => {
      const loss = withLoss(state);
      if (!loss.place && (await locationOf(loss.coverId, context)) === '')
        return { to: { step: 'loss.place', loss, description: input } };
      return report(loss, input, context);
    },
  },
  'loss.place': {
    show: () => con(ussdMessages.lossPlace),
    answer: (state, input, context) =>
      report({ ...state.loss, place: input.trim() }, state.description, context),
  },
};
