CREATE TABLE "cover_endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cover_id" uuid NOT NULL,
	"portable_items" jsonb NOT NULL,
	"house_hold_items" jsonb NOT NULL,
	"added_portable_value" integer NOT NULL,
	"added_house_hold_value" integer NOT NULL,
	"premium" integer NOT NULL,
	"levies" integer NOT NULL,
	"amount_due" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_stk_request_id" uuid,
	CONSTRAINT "cover_endorsements_amounts" CHECK ("cover_endorsements"."amount_due" >= 0 and "cover_endorsements"."premium" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stk_requests" ADD COLUMN "endorsement_id" uuid;--> statement-breakpoint
ALTER TABLE "cover_endorsements" ADD CONSTRAINT "cover_endorsements_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_endorsements" ADD CONSTRAINT "cover_endorsements_paid_by_stk_request_id_stk_requests_id_fk" FOREIGN KEY ("paid_by_stk_request_id") REFERENCES "public"."stk_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_endorsements_cover_id_idx" ON "cover_endorsements" USING btree ("cover_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cover_endorsements_one_unpaid_idx" ON "cover_endorsements" USING btree ("cover_id") WHERE "cover_endorsements"."paid_at" is null;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD CONSTRAINT "stk_requests_endorsement_id_cover_endorsements_id_fk" FOREIGN KEY ("endorsement_id") REFERENCES "public"."cover_endorsements"("id") ON DELETE no action ON UPDATE no action;