// 'Download my data' and 'Delete my account' (Data Protection Act 2019, s.26) for the signed-in holder's
// own account only: any other id is the profile's 404, decided before anything is read.
import type { MyDataExport } from '../../../domain/api';
import type { Claim as ClaimView } from '../../../domain/api/claims';
import type { Clock } from '../../clock';
import type { User } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { claimFolderOf } from '../claims/claim-storage-keys';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { createMyDataErasure } from './my-data-erasure';
import { toMyDataExport } from './my-data-record';
import { requireOwnId } from './profile-service';

export function createMyDataService(deps: {
  repositories: TransactionalRepositories<'coverListing' | 'idempotencyKeys' | 'myData' | 'users'>;
  clock: Clock;
  documents: Pick<PolicyDocumentsService, 'deleteDocumentsOf'>;
  /** The account's claims as the portal reads them. */
  claims: { list(viewer: User): Promise<ClaimView[]> };
  /** Where claims' photos and documents are kept. */
  storage: Pick<FileStorage, 'deleteFolder'>;
  log: Pick<ServiceLog, 'error'>;
}) {
  const erasure = createMyDataErasure(deps);
  return {
    async exportFor(viewer: User, id: string): Promise<MyDataExport> {
      requireOwnId(viewer, id);
      // As the covers list: covers bought for a phone are shown only once the phone is proven
      // (cover-listing-service.ts), since a signup takes its phone on trust.
      const listed =
        viewer.phoneVerifiedAt === null ? [] : await deps.repositories.coverListing.coversOf(viewer.id);
      const notifications = await deps.repositories.myData.notificationsOf(
        listed.map(({ cover }) => cover.id),
      );
      const claims = viewer.phoneVerifiedAt === null ? [] : await deps.claims.list(viewer);
      return toMyDataExport(viewer, listed, notifications, deps.clock.now(), claims);
    },

    async deleteAccount(viewer: User, id: string): Promise<void> {
      requireOwnId(viewer, id);
      const erased = await erasure.eraseAccount(viewer);
      // The account is already erased: a storage failure is for the operators (the log names covers
      // only), not a failure of the client's request.
      await deps.documents.deleteDocumentsOf(erased.coverIds).catch((error: unknown) => {
        deps.log.error(
          { err: error, coverIds: erased.coverIds },
          'stored documents of an erased account not deleted',
        );
      });
      // The whole folder, not only the files the rows named: an upload a crash cut short left bytes there
      // that no row names.
      const failed = await Promise.allSettled(
        erased.claimIds.map((claimId) => deps.storage.deleteFolder(claimFolderOf(claimId))),
      );
      if (failed.some((outcome) => outcome.status === 'rejected')) {
        deps.log.error({ coverIds: erased.coverIds }, 'claim files of an erased account not all deleted');
      }
    },
  };
}

export type MyDataService = ReturnType<typeof createMyDataService>;
