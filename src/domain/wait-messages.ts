// A refusal that has a wait (a 429 with Retry-After) says how long, in its own message,
// so the screen that shows the server's sentence says it too. In minutes, rounded up, as the phone lock's
// message says it ('Please try again in 120 minutes.').
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const waitMessages = defineMessages('wait', {
  minutes: withValues<{ count: number }>({
    en: '{count, plural, one {# minute} other {# minutes}}',
    sw: 'dakika {count}',
  }),
  refusal: withValues<{ reason: string; wait: string }>({
    en: '{reason} Please try again in {wait}.',
    sw: '{reason} Tafadhali jaribu tena baada ya {wait}.',
  }),
});

/** '1 minute', '17 minutes': a wait of `minutes` (rounded up, at least 1). */
export function waitInWords(minutes: number): string {
  return waitMessages.minutes({ count: Math.max(1, Math.ceil(minutes)) });
}

/** 'Too many code requests.' and 995 s → 'Too many code requests. Please try again in 17 minutes.' */
export function refusalWithWait(reason: string, retryAfterSeconds: number): string {
  return waitMessages.refusal({ reason, wait: waitInWords(retryAfterSeconds / 60) });
}

/** The reasons of the limits whose services have no messages file of their own. */
export const limitReasons = defineMessages('limitReason', {
  quotations: {
    en: 'Too many quotation requests.',
    sw: 'Maombi mengi mno ya makadirio ya bei.',
  },
  lookups: { en: 'Too many lookups.', sw: 'Utafutaji mwingi mno.' },
  paymentPrompts: {
    en: 'Too many payment prompts for this number.',
    sw: 'Maombi mengi mno ya malipo kwa namba hii.',
  },
  paymentRequests: {
    en: 'Too many payment requests from your network.',
    sw: 'Maombi mengi mno ya malipo kutoka kwenye mtandao wako.',
  },
});
