CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"msisdn" text NOT NULL,
	"reason" text NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"claim_id" uuid,
	"asked_at" timestamp with time zone NOT NULL,
	"called_at" timestamp with time zone,
	"called_by" uuid,
	"note" text,
	CONSTRAINT "leads_reason" CHECK ("leads"."reason" in ('buying', 'claim', 'policy', 'other')),
	CONSTRAINT "leads_channel" CHECK ("leads"."channel" in ('ussd')),
	CONSTRAINT "leads_language" CHECK ("leads"."language" in ('en', 'sw')),
	CONSTRAINT "leads_msisdn" CHECK ("leads"."msisdn" ~ '^254[17][0-9]{8}$')
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_called_by_operators_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_open_idx" ON "leads" USING btree ("msisdn","reason") WHERE "leads"."called_at" is null;--> statement-breakpoint
CREATE INDEX "leads_called_at_idx" ON "leads" USING btree ("called_at");