// The moves an operator may make on a claim in its status, read from the domain's status machine and never
// decided here: the page shows exactly the buttons the server will accept.
import { type ClaimStatus, claimMoves } from '../../../domain/claims/claim-status';
import type { ClaimMoveRequest } from './claims-api';

export type ClaimAction = ClaimMoveRequest['action'];

/** Each target status is reached by one route. */
const actionByTarget: Partial<Record<ClaimStatus, ClaimAction>> = {
  documents_needed: 'request-document',
  under_review: 'start-review',
  approved: 'approve',
  declined: 'decline',
  settled: 'settle',
};

export function operatorActions(status: ClaimStatus): ClaimAction[] {
  return claimMoves
    .filter((move) => move.from === status && move.by === 'operator')
    .flatMap((move) => actionByTarget[move.to] ?? []);
}
