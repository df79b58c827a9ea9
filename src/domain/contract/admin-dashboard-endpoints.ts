// The back office's home: today's figures (Nairobi's day) and the oldest waiting work.
import { defineEndpoints } from './endpoint';

export const adminDashboardEndpoints = defineEndpoints({
  adminDashboard: {
    method: 'GET',
    path: '/admin/dashboard',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'Today’s figures and the oldest waiting work, for any operator.',
  },
});
