// Wires the applications queue over its repositories; app-services.ts adds the result as
// `review`. The decisions' e-mails and SMS are registered here with the notification outbox, whose sender
// composes them.
import type { Clock } from '../../clock';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { NotificationsService } from '../notifications/notifications-service';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createApplicationReview } from './application-review';
import { createApplicationsQueue } from './applications-queue';
import { createReviewNotices } from './review-notices';

export function createReviewServices(deps: {
  repositories: TransactionalRepositories<
    'catalogue' | 'coverDocuments' | 'coverListing' | 'covers' | 'notifications' | 'operatorAudit' | 'reviews'
  >;
  documents: PolicyDocumentsService;
  notifications: Pick<NotificationsService, 'register' | 'enqueue' | 'sendSoon'>;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
}) {
  deps.notifications.register(createReviewNotices(deps));
  return {
    queue: createApplicationsQueue(deps),
    decisions: createApplicationReview(deps),
  };
}

export type ReviewServices = ReturnType<typeof createReviewServices>;
