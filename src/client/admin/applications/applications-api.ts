// The applications queue's calls, with the operator's token, by their names in the
// contract (src/domain/contract/admin-applications-endpoints.ts).
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { callAdminEndpoint } from '../admin-api';

const { pageLoadFailed, findFailed, decisionFailed } = backOfficeMessages;

export const fetchApplications = async () =>
  (await callAdminEndpoint('adminApplications', {}, pageLoadFailed)).applications;

export const fetchApplication = (coverId: string) =>
  callAdminEndpoint('adminApplication', { params: { id: coverId } }, pageLoadFailed);

/** The application a purchase reference names, typed as the client read it out. */
export const findApplication = (reference: string) =>
  callAdminEndpoint('adminFindApplication', { query: { reference } }, findFailed);

export type ReviewDecision =
  | { action: 'approve' }
  | { action: 'decline'; reason: string }
  | { action: 'request-info'; message: string };

export function sendDecision(coverId: string, decision: ReviewDecision) {
  const params = { id: coverId };
  switch (decision.action) {
    case 'approve':
      return callAdminEndpoint('adminApproveApplication', { params }, decisionFailed);
    case 'decline':
      return callAdminEndpoint(
        'adminDeclineApplication',
        { params, body: { reason: decision.reason } },
        decisionFailed,
      );
    case 'request-info':
      return callAdminEndpoint(
        'adminRequestApplicationInfo',
        { params, body: { message: decision.message } },
        decisionFailed,
      );
  }
}
