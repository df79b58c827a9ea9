ALTER TABLE "users" DROP CONSTRAINT "users_msisdn_format";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_msisdn_format" CHECK ("users"."msisdn" ~ '^254[17][0-9]{8}$' or ("users"."erased_at" is not null and "users"."msisdn" = 'erased:' || "users"."id"));