CREATE TABLE "cover_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cover_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"refund_msisdn" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "cover_reviews_action" CHECK ("cover_reviews"."action" in ('approved', 'declined', 'info_requested'))
);
--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "cover_reviews" ADD CONSTRAINT "cover_reviews_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_reviews" ADD CONSTRAINT "cover_reviews_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_reviews_cover_idx" ON "cover_reviews" USING btree ("cover_id");