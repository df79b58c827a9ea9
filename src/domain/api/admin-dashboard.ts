// What the back office's dashboard reads under /api/admin/dashboard: today's activity (the Nairobi day) and
// what has waited longest.
import { z } from 'zod';
import { PaymentExceptionSchema } from './admin-payment-exceptions';

export const DashboardSchema = z.object({
  /** The Nairobi calendar day counted, YYYY-MM-DD. */
  day: z.string(),
  quotes: z.number(),
  /** Covers bought (Pay Now pressed) today. */
  purchases: z.number(),
  /** M-Pesa payments received today: how many and their sum in shillings. */
  payments: z.object({ count: z.number(), total: z.number() }),
  /** Applications approved today (their schedule issued). */
  approvals: z.number(),
  /** Claims made today by clients, whatever has become of them since. */
  claims: z.number(),
  /** The paid application that has waited longest for review (pending or info requested). */
  oldest_application: z
    .object({ cover_id: z.string(), paid_at: z.string(), age_minutes: z.number(), review_status: z.string() })
    .nullable(),
  oldest_exception: PaymentExceptionSchema.nullable(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
