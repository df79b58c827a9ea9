CREATE TABLE "otp_phone_locks" (
	"subject" text PRIMARY KEY NOT NULL,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"last_wrong_at" timestamp with time zone,
	"locks_in_a_row" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" RENAME COLUMN "msisdn" TO "subject";--> statement-breakpoint
DROP INDEX "otp_challenges_msisdn_created_at_idx";--> statement-breakpoint
ALTER TABLE "otp_challenges" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_challenges_subject_created_at_idx" ON "otp_challenges" USING btree ("subject","created_at");