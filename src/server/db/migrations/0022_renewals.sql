ALTER TABLE "covers" ADD COLUMN "renews_cover_id" uuid;--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_renews_cover_id_covers_id_fk" FOREIGN KEY ("renews_cover_id") REFERENCES "public"."covers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_renews_cover_id_unique" UNIQUE("renews_cover_id");--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_renewal_has_start" CHECK (("covers"."renews_cover_id" is null) = ("covers"."period_start" is null));