// Admins' work on operators and the audit log. The role is checked before anything is read, so an agent
// hears 403 whatever it sends.
import { defineEndpoints } from './endpoint';

export const adminOperatorsEndpoints = defineEndpoints({
  adminOperators: {
    method: 'GET',
    path: '/admin/operators',
    access: 'admin',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['admin_only'],
    summary: 'Every operator, and the addresses their sign-in is locked from.',
  },
  adminDisableOperator: {
    method: 'POST',
    path: '/admin/operators/:id/disable',
    access: 'admin',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['admin_only', 'operator_unknown', 'operator_self'],
    summary: 'Disables another operator, signed out everywhere at once.',
  },
  adminUnlockOperator: {
    method: 'POST',
    path: '/admin/operators/:id/unlock',
    access: 'admin',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['admin_only', 'operator_unknown'],
    summary: 'Lifts the locks on an operator’s sign-in, from every address.',
  },
  adminAudit: {
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['admin_only'],
    summary: 'The audit log, newest first, a page at a time.',
  },
});
