// What a payer does after each M-Pesa result, shown under point 8's message (which stays as the spec
// words it). Each names the button the payer presses next, Retry Payment, as both the wizard's failure
// panel and the portal's payment dialog label it.
import { defineMessages } from './language/messages';

export const paymentNextSteps = defineMessages('paymentNextStep', {
  /** 1: the balance is insufficient. */
  1: {
    en: 'Top up your M-Pesa or use Fuliza, then press Retry Payment.',
    sw: 'Ongeza salio la M-Pesa au tumia Fuliza, kisha bonyeza Jaribu Tena.',
  },
  /** 1001: another M-Pesa session (an earlier prompt) is still open on the phone. */
  1001: {
    en: 'Another M-Pesa prompt is still open on your phone. Wait a minute for it to close, then press Retry Payment.',
    sw: 'Ombi lingine la M-Pesa bado liko wazi kwenye simu yako. Subiri dakika moja lifungwe, kisha bonyeza Jaribu Tena.',
  },
  /** 1019: the prompt expired before it was answered. */
  1019: {
    en: 'Press Retry Payment for a new prompt, and enter your PIN when it shows on your phone.',
    sw: 'Bonyeza Jaribu Tena upate ombi jipya, kisha weka PIN yako likitokea kwenye simu yako.',
  },
  /** 1025: M-Pesa could not send the prompt just now. */
  1025: {
    en: 'Wait a minute, then press Retry Payment.',
    sw: 'Subiri dakika moja, kisha bonyeza Jaribu Tena.',
  },
  /** 1032: the payer cancelled the prompt. */
  1032: {
    en: 'When you are ready, press Retry Payment and enter your PIN on your phone.',
    sw: 'Ukiwa tayari, bonyeza Jaribu Tena kisha weka PIN yako kwenye simu.',
  },
  /** 1037: the prompt never reached the phone, or was never answered. */
  1037: {
    en: 'Keep your phone on and with signal, dial *234# to refresh the SIM menu, then press Retry Payment, or pay by paybill.',
    sw: 'Hakikisha simu iko wazi na ina mtandao, piga *234# kusasisha menyu ya SIM, kisha bonyeza Jaribu Tena, au lipa kwa Paybill.',
  },
  // Daraja's 2001 is 'The initiator information is invalid': a wrong PIN. Point 8 words it as
  // insufficient funds, and that message stays, so the step covers both readings.
  /** 2001: a wrong PIN (point 8 says insufficient funds). */
  2001: {
    en: 'Check that your M-Pesa balance covers the amount, then press Retry Payment and enter your correct PIN.',
    sw: 'Hakikisha salio lako la M-Pesa linatosha kiasi hiki, kisha bonyeza Jaribu Tena na uweke PIN sahihi.',
  },
  /** Any other result code. */
  unknown: {
    en: 'Wait a minute, then press Retry Payment.',
    sw: 'Subiri dakika moja, kisha bonyeza Jaribu Tena.',
  },
});

/** The next step for an M-Pesa result code; a code without its own step gets the unknown one. */
export function paymentNextStep(resultCode: number): string {
  const byCode: Partial<Record<number, string>> = paymentNextSteps;
  return byCode[resultCode] ?? paymentNextSteps.unknown;
}
