// Wires the claims over their repositories; app-services.ts adds the result as `claims`. The claim
// letters are registered here with the notification outbox, whose sender composes them.
import type { Clock } from '../../clock';
import type { FileStorage } from '../../storage/file-storage';
import type { createCoverListingService } from '../covers/cover-listing-service';
import type { NotificationsService } from '../notifications/notifications-service';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createClaimDecisions } from './claim-decisions';
import { createClaimFilesService } from './claim-files-service';
import { createClaimNotices } from './claim-notices';
import { createClaimSubmission } from './claim-submission';
import { createClaimsQueue } from './claims-queue';

export function createClaimsServices(deps: {
  repositories: TransactionalRepositories<
    'claims' | 'coverListing' | 'covers' | 'notifications' | 'operatorAudit' | 'users'
  >;
  coverListing: ReturnType<typeof createCoverListingService>;
  rateLimiter: RateLimiter;
  notifications: Pick<NotificationsService, 'register' | 'enqueue' | 'sendSoon'>;
  storage: FileStorage;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
  /** CLAIM_AGENT_APPROVAL_LIMIT: the most one operator approves alone. */
  agentApprovalLimit: number;
}) {
  deps.notifications.register(createClaimNotices(deps));
  return {
    submission: createClaimSubmission(deps),
    files: createClaimFilesService(deps),
    queue: createClaimsQueue(deps),
    decisions: createClaimDecisions(deps),
  };
}

export type ClaimsServices = ReturnType<typeof createClaimsServices>;
