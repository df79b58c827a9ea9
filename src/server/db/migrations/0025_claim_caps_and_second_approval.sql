ALTER TABLE "claims" ADD COLUMN "first_approval_amount" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "first_approval_by" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "first_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "liability_limit" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_first_approval_by_operators_id_fk" FOREIGN KEY ("first_approval_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_first_approval_whole" CHECK (("claims"."first_approval_amount" is null) = ("claims"."first_approval_by" is null) and ("claims"."first_approval_by" is null) = ("claims"."first_approval_at" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_liability_limit_positive" CHECK ("products"."liability_limit" is null or "products"."liability_limit" > 0);