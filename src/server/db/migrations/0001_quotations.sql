CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_status" CHECK ("idempotency_keys"."status" in ('in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"code_hash" text NOT NULL,
	"requester_ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"underwriter_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"building_rate_bp" integer NOT NULL,
	"contents_rate_bp" integer NOT NULL,
	"all_risks_rate_bp" integer NOT NULL,
	"minimum_premium" integer NOT NULL,
	"benefits" jsonb NOT NULL,
	"terms_html" text,
	"period_months" integer DEFAULT 12 NOT NULL,
	"cover_types" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_rates_not_negative" CHECK ("products"."building_rate_bp" >= 0 and "products"."contents_rate_bp" >= 0 and "products"."all_risks_rate_bp" >= 0 and "products"."minimum_premium" >= 0),
	CONSTRAINT "products_cover_types_known" CHECK (cardinality("products"."cover_types") > 0 and "products"."cover_types" <@ array['Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks']::text[])
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request" jsonb NOT NULL,
	"cover_type" text NOT NULL,
	"products" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_cover_type" CHECK ("quotations"."cover_type" in ('Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"contact" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriters" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"logo" text NOT NULL,
	"link" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_underwriter_id_underwriters_id_fk" FOREIGN KEY ("underwriter_id") REFERENCES "public"."underwriters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_quotations" ADD CONSTRAINT "saved_quotations_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_quotations" ADD CONSTRAINT "saved_quotations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_msisdn_created_at_idx" ON "otp_challenges" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_user_id_idx" ON "otp_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_expires_at_idx" ON "rate_limit_windows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "saved_quotations_quotation_id_idx" ON "saved_quotations" USING btree ("quotation_id");