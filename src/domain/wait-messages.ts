// A refusal that has a wait (a 429 with Retry-After) says how long, in its own message,
// so the screen that shows the server's sentence says it too. In minutes, rounded up, as the phone lock's
// message says it ('Please try again in 120 minutes.').

/** '1 minute', '17 minutes': a wait of `minutes` (rounded up, at least 1). */
export function waitInWords(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  return `${whole} minute${whole === 1 ? '' : 's'}`;
}

/** 'Too many code requests.' and 995 s → 'Too many code requests. Please try again in 17 minutes.' */
export function refusalWithWait(reason: string, retryAfterSeconds: number): string {
  return `${reason} Please try again in ${waitInWords(retryAfterSeconds / 60)}.`;
}

/** The reasons of the limits whose services have no messages file of their own. */
export const limitReasons = {
  quotations: 'Too many quotation requests.',
  lookups: 'Too many lookups.',
  paymentPrompts: 'Too many payment prompts for this number.',
  paymentRequests: 'Too many payment requests from your network.',
} as const;
