ALTER TABLE "cover_endorsements" RENAME COLUMN "house_hold_items" TO "household_items";--> statement-breakpoint
ALTER TABLE "cover_endorsements" RENAME COLUMN "added_house_hold_value" TO "added_household_value";--> statement-breakpoint
ALTER TABLE "covers" RENAME COLUMN "value_of_house_hold_items" TO "value_of_household_items";--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "contents_rate_bp" TO "household_rate_bp";--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "all_risks_rate_bp" TO "portable_rate_bp";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_rates_not_negative";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rates_not_negative" CHECK ("products"."building_rate_bp" >= 0 and "products"."household_rate_bp" >= 0 and "products"."portable_rate_bp" >= 0 and "products"."minimum_premium" >= 0);