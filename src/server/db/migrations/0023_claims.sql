CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"from_status" text,
	"status" text NOT NULL,
	"operator_id" uuid,
	"note" text,
	"document_type" text,
	"settled_amount" integer,
	"payment_reference" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"upload_key" uuid NOT NULL,
	"document_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_files_document_type" CHECK ("claim_files"."document_type" in ('photo', 'police_abstract', 'fire_brigade_report', 'repair_estimate', 'proof_of_ownership', 'weather_report', 'third_party_claim', 'other')),
	CONSTRAINT "claim_files_content_type" CHECK ("claim_files"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "claim_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"cover_item_id" uuid,
	"name" text NOT NULL,
	"sum_insured" integer NOT NULL,
	"estimated_loss" integer NOT NULL,
	CONSTRAINT "claim_items_loss" CHECK ("claim_items"."estimated_loss" > 0 and "claim_items"."estimated_loss" <= "claim_items"."sum_insured")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cover_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"peril" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"third_party" text,
	"status" text DEFAULT 'received' NOT NULL,
	"documents_complete_at" timestamp with time zone,
	"settled_amount" integer,
	"payment_reference" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_peril" CHECK ("claims"."peril" in ('fire_explosion', 'burglary_theft', 'natural_disaster', 'accidental_damage', 'third_party_liability')),
	CONSTRAINT "claims_status" CHECK ("claims"."status" in ('received', 'documents_needed', 'under_review', 'approved', 'declined', 'settled')),
	CONSTRAINT "claims_settled_amount_positive" CHECK ("claims"."settled_amount" is null or "claims"."settled_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_cover_item_id_cover_items_id_fk" FOREIGN KEY ("cover_item_id") REFERENCES "public"."cover_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_files_upload_key" ON "claim_files" USING btree ("claim_id","upload_key");--> statement-breakpoint
CREATE INDEX "claim_items_claim_idx" ON "claim_items" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claims_cover_idx" ON "claims" USING btree ("cover_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "claims_open_idx" ON "claims" USING btree ("created_at") WHERE "claims"."status" in ('received', 'documents_needed', 'under_review', 'approved');