// The question each claim move asks before it is sent: what will happen, and that the client is told.
import { claimDocumentNames } from '../../../domain/claims/claim-documents';
import { formatShillings } from '../../../domain/money';
import type { ClaimMoveRequest } from './claims-api';

/**
 * `approval`: whether this approval completes one waiting for a second person's, and the amount above
 * which one operator's approval only waits.
 */
export function moveConfirmation(
  move: ClaimMoveRequest,
  approval: { second: boolean; agentLimit: number } = { second: false, agentLimit: Number.POSITIVE_INFINITY },
): string {
  switch (move.action) {
    case 'request-document':
      return `Ask the client for: ${claimDocumentNames[move.document_type]}? They are told by SMS and e-mail.`;
    case 'start-review':
      return 'Start the review? The client is told by SMS and e-mail.';
    case 'approve':
      if (approval.second)
        return `Give the second approval, for ${formatShillings(move.settled_amount)}? The claim is then approved and the client told by SMS and e-mail.`;
      if (move.settled_amount > approval.agentLimit)
        return `Approve this claim for ${formatShillings(move.settled_amount)}? Above ${formatShillings(approval.agentLimit)} it then waits for a second approval; the client is told once it is approved.`;
      return `Approve this claim for ${formatShillings(move.settled_amount)}? The client is told by SMS and e-mail.`;
    case 'decline':
      return 'Decline this claim? The client is told the reason by SMS and e-mail.';
    case 'settle':
      return `Mark this claim settled with payment reference ${move.payment_reference}? The client is told.`;
  }
}
