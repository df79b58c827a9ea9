// The applications queue's calls (issue 12, review), with the operator's token; answers are read through
// the shared contract's schemas.
import {
  ApplicationSchema,
  ApplicationsQueueSchema,
  DecisionResponseSchema,
  FoundApplicationSchema,
} from '../../../domain/applications-api';
import { apiBaseUrl, createApiClient } from '../../api/http';
import { adminToken } from '../admin-session';

const request = createApiClient({ baseURL: apiBaseUrl, readToken: adminToken });
const path = (coverId: string) => `/admin/applications/${encodeURIComponent(coverId)}`;

export const fetchApplications = async () =>
  ApplicationsQueueSchema.parse(await request<unknown>('/admin/applications')).applications;

export const fetchApplication = async (coverId: string) =>
  ApplicationSchema.parse(await request<unknown>(path(coverId)));

/** The application a purchase reference names (issue 24), typed as the client read it out. */
export const findApplication = async (reference: string) =>
  FoundApplicationSchema.parse(await request<unknown>('/admin/applications/find', { query: { reference } }));

export type ReviewDecision =
  | { action: 'approve' }
  | { action: 'decline'; reason: string }
  | { action: 'request-info'; message: string };

export async function sendDecision(coverId: string, decision: ReviewDecision) {
  const { action, ...body } = decision;
  return DecisionResponseSchema.parse(
    await request<unknown>(`${path(coverId)}/${action}`, { method: 'POST', body }),
  );
}
