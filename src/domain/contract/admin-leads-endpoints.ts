// The leads desk: callers who asked, by USSD, to be called back. Any operator sees them and marks one
// called once they have spoken (written in the operator audit).
import { defineEndpoints } from './endpoint';

export const adminLeadsEndpoints = defineEndpoints({
  adminLeads: {
    method: 'GET',
    path: '/admin/leads',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'The call-back requests waiting, and those called in the last 30 days.',
  },
  adminMarkLeadCalled: {
    method: 'POST',
    path: '/admin/leads/:id/called',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['lead_not_found', 'lead_already_called'],
    summary: 'Marks a call-back request called, with a note of what came of it.',
  },
});
