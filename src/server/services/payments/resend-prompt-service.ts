// Retry Payment (point 7, prompt resend): a prompt for a cover not yet paid, for the amount stored on the
// cover, never one the caller names. While the cover's last prompt may still be answered on the phone, it
// answers with that prompt instead of pushing another (payment-prompt.ts), so a double tap cannot put two
// payable prompts on the phone. Only the buyer may ask: the page holding the cover's payment token, or the
// signed-in holder of its account (payment-token.ts); anyone else would ring any phone for any cover.
import type { StkPushResponse } from '../../../domain/api';
import { apiError } from '../../http/app-errors';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import { paymentRequestsPerAddress } from './payment-limits';
import { type PromptDependencies, requestPaymentPrompt } from './payment-prompt';
import { mayActOnCover, type PaymentAccess } from './payment-token';

export function createResendPromptService(deps: {
  repositories: Pick<Repositories, 'covers' | 'users'>;
  prompt: PromptDependencies;
  rateLimiter: RateLimiter;
}) {
  const { repositories } = deps;
  return {
    /** `coverId` and `msisdnInput` come normalised from the route's schema (a UUID, a 2547… number). */
    async resend(
      coverId: string,
      msisdnInput: string | undefined,
      clientAddress: string,
      access: PaymentAccess,
    ): Promise<StkPushResponse> {
      await deps.rateLimiter.consume(paymentRequestsPerAddress, clientAddress);
      const refused = apiError('payment_token_required');
      // Without any proof there is nothing to check: the same answer whether or not the cover exists.
      if (!access.token && !access.user) throw refused;
      const cover = await repositories.covers.findById(coverId);
      if (!cover) throw apiError('cover_not_found');
      if (!mayActOnCover(cover, access)) throw refused;
      // Without a number, the prompt goes to the policy holder's phone (stored normalised).
      const msisdn = msisdnInput ?? (await repositories.users.findById(cover.userId))?.msisdn;
      if (!msisdn) throw apiError('cover_not_found');
      return requestPaymentPrompt(deps.prompt, cover.id, msisdn, 'refuse');
    },
  };
}
