ALTER TABLE "claim_items" ADD COLUMN "section" text DEFAULT 'household' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_items" ADD COLUMN "named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_section" CHECK ("claim_items"."section" in ('building', 'household', 'portable'));