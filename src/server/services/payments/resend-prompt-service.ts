// Retry Payment (point 7, prompt resend): a new prompt for a cover not yet paid, for the amount stored
// on the cover, never one the caller names.
import type { StkPushResponse } from '../../../domain/api';
import { ConflictError, NotFoundError } from '../../http/app-errors';
import type { Repositories } from '../repositories';
import { payerMsisdn } from './buy-product-service';
import { paymentMessages } from './payment-messages';
import { type PromptDependencies, sendPaymentPrompt } from './payment-prompt';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createResendPromptService(deps: { repositories: Repositories; prompt: PromptDependencies }) {
  const { repositories } = deps;
  return {
    async resend(coverId: string, msisdnInput: string | undefined): Promise<StkPushResponse> {
      const cover = uuidPattern.test(coverId)
        ? await repositories.covers.findById(coverId.toLowerCase())
        : null;
      if (!cover) throw new NotFoundError('cover_not_found', paymentMessages.coverNotFound);
      if (cover.status === 'active')
        throw new ConflictError('cover_already_paid', paymentMessages.alreadyPaid);
      // Without a number, the prompt goes to the policy holder's phone.
      const holder = msisdnInput === undefined ? await repositories.users.findById(cover.userId) : null;
      const msisdn = payerMsisdn(msisdnInput ?? holder?.msisdn ?? '', 'msisdn');
      return sendPaymentPrompt({ ...deps.prompt, stkRequests: repositories.stkRequests }, cover, msisdn);
    },
  };
}

export type ResendPromptService = ReturnType<typeof createResendPromptService>;
