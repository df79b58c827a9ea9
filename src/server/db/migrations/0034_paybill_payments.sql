CREATE TABLE "paybill_payments" (
	"trans_id" text PRIMARY KEY NOT NULL,
	"shortcode" text NOT NULL,
	"account" text NOT NULL,
	"amount" integer,
	"received_at" timestamp with time zone NOT NULL,
	"cover_id" uuid,
	"stk_request_id" uuid,
	"unmatched_callback_id" uuid
);
--> statement-breakpoint
ALTER TABLE "stk_requests" DROP CONSTRAINT "stk_requests_settled_by";--> statement-breakpoint
ALTER TABLE "unmatched_mpesa_callbacks" DROP CONSTRAINT "unmatched_mpesa_callbacks_reason";--> statement-breakpoint
ALTER TABLE "paybill_payments" ADD CONSTRAINT "paybill_payments_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paybill_payments" ADD CONSTRAINT "paybill_payments_stk_request_id_stk_requests_id_fk" FOREIGN KEY ("stk_request_id") REFERENCES "public"."stk_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paybill_payments" ADD CONSTRAINT "paybill_payments_unmatched_callback_id_unmatched_mpesa_callbacks_id_fk" FOREIGN KEY ("unmatched_callback_id") REFERENCES "public"."unmatched_mpesa_callbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paybill_payments_cover_id_idx" ON "paybill_payments" USING btree ("cover_id");--> statement-breakpoint
ALTER TABLE "stk_requests" ADD CONSTRAINT "stk_requests_settled_by" CHECK ("stk_requests"."settled_by" in ('callback', 'status_query', 'reconciler', 'gave_up', 'push_refused', 'operator', 'paybill'));--> statement-breakpoint
ALTER TABLE "unmatched_mpesa_callbacks" ADD CONSTRAINT "unmatched_mpesa_callbacks_reason" CHECK ("unmatched_mpesa_callbacks"."reason" in ('unknown_request', 'unreadable', 'paybill_unknown_account', 'paybill_wrong_amount', 'paybill_wrong_paybill', 'paybill_nothing_due'));