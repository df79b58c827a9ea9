// Where a claim's files are stored: one folder per claim, under keys that name nobody, so erasing a
// claim's files (an erased account) is deleting its folder, uploads a crash cut short included.
import { randomUUID } from 'node:crypto';

export const claimFolderOf = (claimId: string) => `claims/${claimId}`;

export const newClaimFileKey = (claimId: string) => `${claimFolderOf(claimId)}/${randomUUID()}`;
