// The wizard's returning-user lookup (point 7). Anyone may ask whether an account exists, so the answer
// to anyone but the account's owner is masked hints only (ARCHITECTURE.md, Server), and the number of
// questions is limited so the endpoint cannot be used to list who is a client.

import type { UserLookupResponse } from '../../../domain/api';
import type { PhoneOrEmail } from '../../../domain/fields';
import { limitReasons } from '../../../domain/wait-messages';
import type { User } from '../../db/schema';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import { maskEmail, maskMsisdn, maskName } from './user-hints';
import { toUserRecord } from './user-record';
import type { UsersRepository } from './users-repository';

/**
 * The wizard looks up once per typed value after an 800 ms pause, so a person stays far below 30 a
 * minute. Signed-in callers are counted per account rather than per address: many phones on one mobile
 * network share an address (carrier-grade NAT).
 */
export const lookupLimit: RateLimit = {
  name: 'user-lookup',
  max: 30,
  windowMs: 60 * 1000,
  reason: limitReasons.lookups,
};

type LookupData = UserLookupResponse['data'];

export function createUserLookupService(deps: { users: UsersRepository; rateLimiter: RateLimiter }) {
  return {
    /** `phoneOrEmail` as the route's schema read it: a normalised phone or a lower-cased e-mail. */
    async lookUp(input: {
      phoneOrEmail: PhoneOrEmail;
      ip: string;
      viewer: User | null;
    }): Promise<LookupData> {
      const { phoneOrEmail } = input;
      await deps.rateLimiter.consume(
        lookupLimit,
        input.viewer ? `user:${input.viewer.id}` : `ip:${input.ip}`,
      );

      const user =
        phoneOrEmail.kind === 'phone'
          ? await deps.users.findByMsisdn(phoneOrEmail.msisdn)
          : await deps.users.findByEmail(phoneOrEmail.email);
      if (!user) return { exists: false };
      // Unproven details came from an anonymous request: not the account's, so not hinted at either.
      const record = toUserRecord(user);
      const data: LookupData = {
        exists: true,
        found_by: phoneOrEmail.kind,
        hints: {
          name: maskName(record.name),
          email: record.email ? maskEmail(record.email) : null,
          msisdn: maskMsisdn(user.msisdn),
        },
      };
      if (input.viewer?.id === user.id) data.user = record;
      return data;
    },
  };
}
