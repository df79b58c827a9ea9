// The question each claim move asks before it is sent: what will happen, and that the client is told.
import { claimDocumentNames } from '../../../domain/claims/claim-documents';
import { formatShillings } from '../../../domain/money';
import type { ClaimMoveRequest } from './claims-api';

export function moveConfirmation(move: ClaimMoveRequest): string {
  switch (move.action) {
    case 'request-document':
      return `Ask the client for: ${claimDocumentNames[move.document_type]}? They are told by SMS and e-mail.`;
    case 'start-review':
      return 'Start the review? The client is told by SMS and e-mail.';
    case 'approve':
      return `Approve this claim for ${formatShillings(move.settled_amount)}? The client is told by SMS and e-mail.`;
    case 'decline':
      return 'Decline this claim? The client is told the reason by SMS and e-mail.';
    case 'settle':
      return `Mark this claim settled with payment reference ${move.payment_reference}? The client is told.`;
  }
}
