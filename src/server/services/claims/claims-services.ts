// Wires the claims over their repository; app-services.ts adds the result as `claims`. The claim
// letters are registered here with the notification outbox, whose sender composes them.
import type { Clock } from '../../clock';
import type { Database } from '../../db/open-database';
import type { FileStorage } from '../../storage/file-storage';
import type { createCoverListingService } from '../covers/cover-listing-service';
import type { NotificationsService } from '../notifications/notifications-service';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Repositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createClaimDecisions } from './claim-decisions';
import { createClaimFilesService } from './claim-files-service';
import { createClaimNotices } from './claim-notices';
import { createClaimSubmission } from './claim-submission';
import { createClaimsQueue } from './claims-queue';
import { createClaimsRepository } from './claims-repository';

export function createClaimsServices(deps: {
  db: Database;
  repositories: Pick<Repositories, 'coverListing' | 'covers'>;
  coverListing: ReturnType<typeof createCoverListingService>;
  rateLimiter: RateLimiter;
  notifications: Pick<NotificationsService, 'register' | 'enqueue' | 'sendSoon'>;
  storage: FileStorage;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
  /** CLAIM_AGENT_APPROVAL_LIMIT: the most one operator approves alone. */
  agentApprovalLimit: number;
}) {
  const claims = createClaimsRepository(deps.db);
  deps.notifications.register(createClaimNotices({ claims }));
  return {
    submission: createClaimSubmission({ ...deps, claims }),
    files: createClaimFilesService({ ...deps, claims }),
    queue: createClaimsQueue({ ...deps, claims }),
    decisions: createClaimDecisions({ ...deps, claims }),
  };
}

export type ClaimsServices = ReturnType<typeof createClaimsServices>;
