ALTER TABLE "stk_requests" ADD COLUMN "reconcile_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD COLUMN "query_attempts" integer DEFAULT 0 NOT NULL;