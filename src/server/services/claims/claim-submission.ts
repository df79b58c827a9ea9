// A client makes a claim on their own cover. The request's rules are the domain's
// (ClaimRequestSchema, then claimAgainstCover with the cover's period and sums insured); this service adds
// what needs the database: the cover must be the caller's (anyone else's is the same 404 as none), at most
// three claims a day on one cover, and the claim, its items, its first event and the client's SMS and
// e-mail are written in one transaction. Retries are the route's Idempotency-Key's business.

import type { Policy } from '../../../domain/api';
import type { ClaimableCover, Claim as ClaimView } from '../../../domain/api/claims';
import { claimMessages } from '../../../domain/api/claims';
import type { ClaimRequest } from '../../../domain/claims/claim-request';
import { claimAgainstCover } from '../../../domain/claims/claim-request';
import { currentLanguage } from '../../../domain/language/current-language';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { NotificationOutbox } from '../notifications/notifications-service';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { queueClaimNotices } from './claim-notices';
import { toClaimView } from './claim-view';
import { claimableCover, claimableCoverView } from './claimable-cover';
import type { ClaimsRepository } from './claims-repository';

export const CLAIMS_PER_COVER_PER_DAY = 3;
/** Where a claim's Idempotency-Key answers are kept: per account, so one client's key is never another's. */
export const claimsCreateScope = (userId: string) => `claims.create:${userId}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Claims made (or tried) by one account: far above any real need, low enough that nobody fills the disk. */
export const claimsPerUser: RateLimit = {
  name: 'claims-user',
  max: 10,
  windowMs: 60 * 60 * 1000,
  reason: claimMessages.tooManyRequests,
};

export function createClaimSubmission(deps: {
  /** A new claim's one transaction: the cover's lock, the claim's rows and its notices in the outbox. */
  repositories: TransactionalRepositories<'claims' | 'covers' | 'notifications' | 'users'>;
  coverListing: { coverOf(viewer: User, coverId: string): Promise<Policy | null> };
  rateLimiter: RateLimiter;
  notifications: NotificationOutbox;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
}) {
  const { repositories, clock } = deps;
  const { claims } = repositories;

  async function ownCover(viewer: User, coverId: string) {
    const policy = await deps.coverListing.coverOf(viewer, coverId);
    if (!policy) throw apiError('cover_not_found');
    return { policy, items: await claims.coverItemsOf(coverId) };
  }

  return {
    async claimable(viewer: User, coverId: string): Promise<ClaimableCover> {
      const { policy, items } = await ownCover(viewer, coverId);
      return claimableCoverView(policy, items);
    },

    async create(viewer: User, request: ClaimRequest): Promise<ClaimView> {
      await deps.rateLimiter.consume(claimsPerUser, viewer.id);
      const { policy, items: coverItems } = await ownCover(viewer, request.cover_id);
      const now = clock.now();
      const checked = claimAgainstCover(request, claimableCover(policy, coverItems), now);
      const [first] = checked.errors;
      if (first) throw apiError('claim_invalid', first.message, { fieldErrors: checked.errors });

      const stored = await repositories.transaction(async (tx) => {
        // The cover's lock makes the day's count exact when two claims arrive at once.
        await tx.covers.lockById(request.cover_id);
        const today = await tx.claims.countClaimsSince(request.cover_id, new Date(now.getTime() - DAY_MS));
        if (today >= CLAIMS_PER_COVER_PER_DAY) {
          throw apiError('claims_per_day', { retryAfterSeconds: 60 * 60 });
        }
        const { claim, event } = await tx.claims.insertClaim(
          {
            coverId: request.cover_id,
            userId: viewer.id,
            peril: request.peril,
            occurredAt: new Date(request.occurred_at),
            place: request.place,
            description: request.description,
            thirdParty: request.third_party,
          },
          checked.items.map((item) => ({
            coverItemId: item.coverItemId,
            name: item.name,
            sumInsured: item.sumInsured,
            estimatedLoss: item.estimatedLoss,
            section: item.section,
            named: item.named,
          })),
          now,
        );
        // The claim's SMS and e-mails, now and at each later step, speak the language it was made in.
        await tx.users.recordLanguage(viewer.id, currentLanguage());
        await queueClaimNotices(tx, claim, event, deps);
        return tx.claims.load(claim);
      });
      deps.notifications.sendSoon(stored.claim.coverId);
      return toClaimView(stored, now);
    },

    async list(viewer: User): Promise<ClaimView[]> {
      const now = clock.now();
      const own = await claims.claimsOf(viewer.id);
      return Promise.all(own.map(async (claim) => toClaimView(await claims.load(claim), now)));
    },

    async get(viewer: User, claimId: string): Promise<ClaimView> {
      const claim = await ownClaim(claims, viewer, claimId);
      return toClaimView(await claims.load(claim), clock.now());
    },
  };
}

/** The viewer's own claim; anyone else's, or none, is the same 404 that says nothing of it. */
export async function ownClaim(claims: Pick<ClaimsRepository, 'findClaim'>, viewer: User, claimId: string) {
  const claim = await claims.findClaim(claimId);
  if (!claim || claim.userId !== viewer.id) throw apiError('claim_not_found');
  return claim;
}

export type ClaimSubmission = ReturnType<typeof createClaimSubmission>;
