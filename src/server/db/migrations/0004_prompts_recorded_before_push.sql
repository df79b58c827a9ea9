CREATE TABLE "unmatched_mpesa_callbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"checkout_request_id" text,
	"reference" text,
	"result_code" integer,
	"amount" integer,
	"mpesa_receipt_number" text,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "unmatched_mpesa_callbacks_reason" CHECK ("unmatched_mpesa_callbacks"."reason" in ('unknown_request', 'unreadable'))
);
--> statement-breakpoint
ALTER TABLE "stk_requests" ALTER COLUMN "checkout_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stk_requests" ALTER COLUMN "merchant_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "purchase_key" text;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD COLUMN "needs_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "unmatched_mpesa_callbacks_open_idx" ON "unmatched_mpesa_callbacks" USING btree ("received_at") WHERE "unmatched_mpesa_callbacks"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_purchase_key_unique" UNIQUE("purchase_key");