// The public check of a document (GET /home-insurance/verify/:code): anyone with a cover note, schedule or
// receipt may ask whether its cover is valid now. Limited per address, as the other anonymous lookups are,
// so the codes cannot be tried in bulk; the answer names no one (domain/api/verification.ts).
import type { Verification } from '../../../domain/api/verification';
import { coverValidityOf, holderInitials, validNow } from '../../../domain/documents/cover-validity';
import { isoDocumentDay } from '../../../domain/documents/document-dates';
import { normaliseVerificationCode } from '../../../domain/documents/verification-code';
import { verificationMessages } from '../../../domain/documents/verification-messages';
import { lastDayOfCover } from '../../../domain/renewals/cover-period';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { PolicyDocumentsService } from './policy-documents-service';

/** A person checks a document or two; a bank officer a few an hour. 30 a minute is far above either. */
export const verificationLimit: RateLimit = {
  name: 'document-check',
  max: 30,
  windowMs: 60 * 1000,
  reason: verificationMessages.rateLimited,
};

export function createCoverVerificationService(deps: {
  documents: Pick<PolicyDocumentsService, 'policyWithCode'>;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  return {
    async verify(input: { code: string; ip: string }): Promise<Verification> {
      await deps.rateLimiter.consume(verificationLimit, `ip:${input.ip}`);
      const code = normaliseVerificationCode(input.code);
      const policy = code ? await deps.documents.policyWithCode(code) : null;
      if (!policy) throw apiError('verification_code_unknown');
      const validity = coverValidityOf(policy, deps.clock.now());
      return {
        validity,
        valid: validNow(validity),
        product: policy.product.name,
        underwriter: policy.product.under_writer.name,
        period:
          policy.start_date && policy.end_date
            ? {
                from: isoDocumentDay(new Date(policy.start_date)),
                to: isoDocumentDay(lastDayOfCover(new Date(policy.end_date))),
              }
            : null,
        holder_initials: holderInitials(policy.user.name),
      };
    },
  };
}
