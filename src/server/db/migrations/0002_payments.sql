CREATE TABLE "cover_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cover_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "cover_items_kind" CHECK ("cover_items"."kind" in ('household', 'portable'))
);
--> statement-breakpoint
CREATE TABLE "covers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quotation_id" uuid,
	"is_owner" boolean NOT NULL,
	"location" text NOT NULL,
	"country_or_town" text NOT NULL,
	"type_of_residence" text NOT NULL,
	"construction" text NOT NULL,
	"house_number" text NOT NULL,
	"plot_number" text NOT NULL,
	"value_of_property" integer NOT NULL,
	"value_of_house_hold_items" integer NOT NULL,
	"value_of_portable_items" integer NOT NULL,
	"premium" integer NOT NULL,
	"quotation" integer NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "covers_status" CHECK ("covers"."status" in ('inactive', 'active')),
	CONSTRAINT "covers_quotation_positive" CHECK ("covers"."quotation" > 0 and "covers"."premium" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cover_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_channel" CHECK ("notifications"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "stk_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cover_id" uuid NOT NULL,
	"checkout_request_id" text NOT NULL,
	"merchant_request_id" text NOT NULL,
	"msisdn" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"mpesa_receipt_number" text,
	"transaction_date" text,
	"callback_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stk_requests_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "stk_requests_status" CHECK ("stk_requests"."status" in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cover_items" ADD CONSTRAINT "cover_items_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD CONSTRAINT "stk_requests_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_items_cover_id_idx" ON "cover_items" USING btree ("cover_id");--> statement-breakpoint
CREATE INDEX "covers_user_id_idx" ON "covers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_cover_channel_kind_key" ON "notifications" USING btree ("cover_id","channel","kind");--> statement-breakpoint
CREATE INDEX "stk_requests_pending_expires_at_idx" ON "stk_requests" USING btree ("expires_at") WHERE "stk_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "stk_requests_cover_id_idx" ON "stk_requests" USING btree ("cover_id");