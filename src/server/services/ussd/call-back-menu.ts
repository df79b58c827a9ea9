// 5. Call me back: why, from the reasons the back office's leads desk lists, and a lead for an agent to
// call this phone. Asking again for the same reason before the call is the same lead.
import { callBackReasonNames, callBackReasons } from '../../../domain/leads/call-back-reasons';
import { ussdMessages } from '../../../domain/ussd/ussd-messages';
import { choiceOf, end, listScreen } from '../../../domain/ussd/ussd-screen';
import type { Steps } from './ussd-steps';

export const callBackMenuSteps: Steps<'callback.reason'> = {
  'callback.reason': {
    show: () =>
      listScreen(
        ussdMessages.callBackTitle,
        callBackReasons.map((reason) => callBackReasonNames[reason]),
        [ussdMessages.back],
      ).screen,
    answer: async (state, input, context) => {
      if (input === '0') return { to: { step: 'main' } };
      const reason = choiceOf(input, callBackReasons);
      if (!reason) return { to: state, notice: ussdMessages.invalidChoice };
      const asked = await context.world.askCallBack({
        msisdn: context.msisdn,
        reason,
        language: context.language,
      });
      return { end: end(asked ? ussdMessages.callBackAsked : ussdMessages.callBackAlready) };
    },
  },
};
