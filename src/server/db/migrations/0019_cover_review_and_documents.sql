-- Issue 12, documents: the agency's review of a paid application (the operators' review queue will drive
-- review_status), the policy number given on approval (from policy_number_seq), and the stored schedule.
CREATE SEQUENCE "public"."policy_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "policy_number" text;--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "schedule_key" text;--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "schedule_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_policy_number_unique" UNIQUE("policy_number");--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_review_status" CHECK ("covers"."review_status" in ('pending', 'approved', 'declined', 'info_requested'));