// Wires the applications queue over its repository; app-services.ts adds the result as
// `review`. The decisions' e-mails and SMS are registered here with the notification outbox, whose sender
// composes them.
import type { Clock } from '../../clock';
import type { Database } from '../../db/open-database';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { NotificationsService } from '../notifications/notifications-service';
import type { Repositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createApplicationReview } from './application-review';
import { createApplicationsQueue } from './applications-queue';
import { createReviewNotices } from './review-notices';
import { createReviewRepository } from './review-repository';

export function createReviewServices(deps: {
  db: Database;
  repositories: Pick<Repositories, 'catalogue' | 'coverListing' | 'covers'>;
  documents: PolicyDocumentsService;
  notifications: Pick<NotificationsService, 'register' | 'enqueue' | 'sendSoon'>;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
}) {
  const reviews = createReviewRepository(deps.db);
  deps.notifications.register(createReviewNotices({ ...deps, reviews }));
  return {
    queue: createApplicationsQueue({ ...deps, reviews }),
    decisions: createApplicationReview({ ...deps, reviews }),
  };
}

export type ReviewServices = ReturnType<typeof createReviewServices>;
