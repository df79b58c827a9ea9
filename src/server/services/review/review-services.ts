// Wires the applications queue (issue 12, review) over its repository; app-services.ts adds the result as
// `review`, and hands `notices` to the notification outbox so its sender can compose the decisions.
import type { Clock } from '../../clock';
import type { Database } from '../../db/open-database';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { PaymentNotifier } from '../notifications/payment-notifications';
import type { Repositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createApplicationReview } from './application-review';
import { createApplicationsQueue } from './applications-queue';
import { createReviewNotices } from './review-notices';
import { createReviewRepository } from './review-repository';

export function createReviewNoticeComposer(deps: {
  db: Database;
  repositories: Repositories;
  documents: PolicyDocumentsService;
}) {
  return createReviewNotices({ ...deps, reviews: createReviewRepository(deps.db) });
}

export function createReviewServices(deps: {
  db: Database;
  repositories: Repositories;
  documents: PolicyDocumentsService;
  notifier: PaymentNotifier;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
}) {
  const reviews = createReviewRepository(deps.db);
  return {
    queue: createApplicationsQueue({ ...deps, reviews }),
    decisions: createApplicationReview({ ...deps, reviews }),
  };
}

export type ReviewServices = ReturnType<typeof createReviewServices>;
