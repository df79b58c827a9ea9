ALTER TABLE "claim_items" ALTER COLUMN "sum_insured" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cover_endorsements" ALTER COLUMN "added_portable_value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cover_endorsements" ALTER COLUMN "added_house_hold_value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cover_endorsements" ALTER COLUMN "premium" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cover_endorsements" ALTER COLUMN "levies" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cover_endorsements" ALTER COLUMN "amount_due" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cover_items" ALTER COLUMN "value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "covers" ALTER COLUMN "value_of_property" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "covers" ALTER COLUMN "value_of_house_hold_items" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "covers" ALTER COLUMN "value_of_portable_items" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "covers" ALTER COLUMN "premium" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "covers" ALTER COLUMN "quotation" SET DATA TYPE bigint;