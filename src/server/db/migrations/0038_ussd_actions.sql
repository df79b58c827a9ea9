CREATE TABLE "ussd_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"msisdn" text NOT NULL,
	"action" text NOT NULL,
	"cover_id" uuid,
	"claim_id" uuid,
	CONSTRAINT "ussd_actions_action" CHECK ("ussd_actions"."action" in ('purchase', 'payment_prompt', 'documents_sms', 'claim', 'renewal', 'call_back')),
	CONSTRAINT "ussd_actions_msisdn" CHECK ("ussd_actions"."msisdn" ~ '^254[17][0-9]{8}$')
);
--> statement-breakpoint
ALTER TABLE "ussd_actions" ADD CONSTRAINT "ussd_actions_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ussd_actions" ADD CONSTRAINT "ussd_actions_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ussd_actions_at_idx" ON "ussd_actions" USING btree ("at");