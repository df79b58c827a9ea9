// Why a caller asked the agency to call back (issue 29's "Call me back"): the USSD menu offers these, in
// this order, and the back office's leads view names them in English.
import { defineMessages } from '../language/messages';

export const callBackReasons = ['buying', 'claim', 'policy', 'other'] as const;
export type CallBackReason = (typeof callBackReasons)[number];

export const callBackReasonNames: Readonly<Record<CallBackReason, string>> = defineMessages(
  'callBackReasons',
  {
    buying: { en: 'Buying a cover', sw: 'Kununua bima' },
    claim: { en: 'A claim or a loss', sw: 'Dai au hasara' },
    policy: { en: 'My policy or a payment', sw: 'Bima yangu au malipo' },
    other: { en: 'Something else', sw: 'Jambo lingine' },
  },
);

/** Where a lead came from: only USSD asks for a call today; the app's pages show the office's numbers. */
export const leadChannels = ['ussd'] as const;
export type LeadChannel = (typeof leadChannels)[number];
