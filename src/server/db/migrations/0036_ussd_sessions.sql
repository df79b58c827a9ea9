CREATE TABLE "ussd_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"language" text,
	"state" jsonb NOT NULL,
	"answers" integer NOT NULL,
	"screen" text NOT NULL,
	"ended" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ussd_sessions_language" CHECK ("ussd_sessions"."language" is null or "ussd_sessions"."language" in ('en', 'sw')),
	CONSTRAINT "ussd_sessions_msisdn" CHECK ("ussd_sessions"."msisdn" ~ '^254[17][0-9]{8}$')
);
--> statement-breakpoint
CREATE INDEX "ussd_sessions_msisdn_updated_at_idx" ON "ussd_sessions" USING btree ("msisdn","updated_at");--> statement-breakpoint
CREATE INDEX "ussd_sessions_updated_at_idx" ON "ussd_sessions" USING btree ("updated_at");