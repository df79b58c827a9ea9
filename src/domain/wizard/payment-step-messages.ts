// Step 5, Complete Payment (point 2): what is being paid for, how to pay by M-Pesa prompt, the wait for
// the PIN, and what to do when a payment does not go through. The payment's own outcomes are in
// payment-messages.ts, shared with the server.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const paymentStepMessages = defineMessages('paymentStep', {
  underwriter: { en: 'Underwriter', sw: 'Kampuni ya bima' },
  amountToPay: { en: 'Amount to pay', sw: 'Kiasi cha kulipa' },
  mpesaNumber: { en: 'M-Pesa number', sw: 'Namba ya M-Pesa' },

  // Point 2's five steps of paying by M-Pesa prompt.
  howToPay: { en: 'How to pay', sw: 'Jinsi ya kulipa' },
  checkNumber: {
    en: 'Check the M-Pesa number below, then press Pay Now.',
    sw: 'Hakikisha namba ya M-Pesa hapa chini, kisha bonyeza Lipa Sasa.',
  },
  promptAppears: {
    en: 'An M-Pesa prompt appears on that phone within a few seconds.',
    sw: 'Ombi la M-Pesa litatokea kwenye simu hiyo baada ya sekunde chache.',
  },
  checkAmount: withValues<{ amount: string }>({
    en: 'Check the amount, {amount}, and the business name, then enter your M-Pesa PIN.',
    sw: 'Hakikisha kiasi, {amount}, na jina la biashara, kisha weka PIN yako ya M-Pesa.',
  }),
  waitForSms: {
    en: 'Wait for the M-Pesa confirmation SMS.',
    sw: 'Subiri SMS ya uthibitisho kutoka M-Pesa.',
  },
  pressConfirm: {
    en: 'Press Confirm Payment, or stay on this page: we check for you.',
    sw: 'Bonyeza Thibitisha Malipo, au baki kwenye ukurasa huu: tunaangalia kwa niaba yako.',
  },

  // While the prompt is open.
  promptOpenFor: withValues<{ seconds: number }>({
    en: 'The prompt stays open on your phone for {seconds} s. We check every few seconds.',
    sw: 'Ombi litabaki wazi kwenye simu yako kwa sekunde {seconds}. Tunaangalia kila baada ya sekunde chache.',
  }),
  promptClosed: {
    en: 'The prompt has closed on your phone. Still checking for your payment…',
    sw: 'Ombi limefungwa kwenye simu yako. Bado tunaangalia malipo yako…',
  },

  // A payment that did not go through.
  failedHeading: { en: 'The payment did not go through', sw: 'Malipo hayakufanikiwa' },
  failedNote: {
    en: 'Try again now, or finish later in the client portal: your cover is saved there, waiting for payment.',
    sw: 'Jaribu tena sasa, au malizia baadaye kwenye akaunti yako ya wateja: bima yako imehifadhiwa huko, ikisubiri malipo.',
  },
  finishLater: { en: 'Finish later in the client portal', sw: 'Malizia baadaye kwenye akaunti' },
  retryPayment: { en: 'Retry Payment', sw: 'Jaribu Tena' },

  confirmPayment: { en: 'Confirm Payment', sw: 'Thibitisha Malipo' },
  payNow: { en: 'Pay Now', sw: 'Lipa Sasa' },
  sendingPrompt: { en: 'Sending prompt…', sw: 'Tunatuma ombi…' },
});
