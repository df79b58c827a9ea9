// The applications queue, for agents and admins: the paid covers awaiting review, one in full, and the
// three decisions. A decision on a decided cover answers 409 in words, so a doubled click changes nothing.
import { defineEndpoints } from './endpoint';

const decisionRefusals = ['application_not_found', 'application_not_paid', 'application_decided'] as const;

export const adminApplicationsEndpoints = defineEndpoints({
  adminApplications: {
    method: 'GET',
    path: '/admin/applications',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'The paid covers awaiting review, the oldest first.',
  },
  adminFindApplication: {
    method: 'GET',
    path: '/admin/applications/find',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['application_not_found'],
    summary: 'The application a purchase reference names, typed as a client reads it out on the phone.',
  },
  adminApplication: {
    method: 'GET',
    path: '/admin/applications/:id',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['application_not_found'],
    summary: 'One application in full.',
  },
  adminApproveApplication: {
    method: 'POST',
    path: '/admin/applications/:id/approve',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: decisionRefusals,
    summary: 'Approves the cover.',
  },
  adminDeclineApplication: {
    method: 'POST',
    path: '/admin/applications/:id/decline',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: decisionRefusals,
    summary: 'Declines the cover, with the reason the client is told.',
  },
  adminRequestApplicationInfo: {
    method: 'POST',
    path: '/admin/applications/:id/request-info',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: decisionRefusals,
    summary: 'Asks the client for more information before deciding.',
  },
});
