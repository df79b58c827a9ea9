ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_msisdn" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose" CHECK ("otp_challenges"."purpose" in ('sign-in', 'reset', 'signup', 'phone-change'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_msisdn_format" CHECK ("users"."pending_msisdn" ~ '^254[17][0-9]{8}$');