CREATE TABLE "payment_exception_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"matched_cover_id" uuid,
	"note" text,
	"resolved_by" uuid NOT NULL,
	"resolved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_exception_resolutions_kind" CHECK ("payment_exception_resolutions"."kind" in ('refund', 'callback', 'prompt')),
	CONSTRAINT "payment_exception_resolutions_outcome" CHECK ("payment_exception_resolutions"."outcome" in ('matched', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "stk_requests" DROP CONSTRAINT "stk_requests_settled_by";--> statement-breakpoint
ALTER TABLE "stk_requests" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_exception_resolutions" ADD CONSTRAINT "payment_exception_resolutions_matched_cover_id_covers_id_fk" FOREIGN KEY ("matched_cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_exception_resolutions" ADD CONSTRAINT "payment_exception_resolutions_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_exception_resolutions_target_key" ON "payment_exception_resolutions" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "stk_requests_msisdn_idx" ON "stk_requests" USING btree ("msisdn");--> statement-breakpoint
ALTER TABLE "stk_requests" ADD CONSTRAINT "stk_requests_settled_by" CHECK ("stk_requests"."settled_by" in ('callback', 'status_query', 'reconciler', 'gave_up', 'push_refused', 'operator'));--> statement-breakpoint
-- Rows settled before settled_at existed: the callback's time, else the last update (close to it).
UPDATE "stk_requests" SET "settled_at" = coalesce("callback_received_at", "updated_at") WHERE "status" <> 'pending';
