ALTER TABLE "stk_requests" ADD COLUMN "receipt_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD COLUMN "receipt_asks" integer DEFAULT 0 NOT NULL;