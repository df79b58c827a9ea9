CREATE TABLE "cover_contacts" (
	"cover_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"msisdn" text NOT NULL,
	"email" text,
	"id_number" text,
	"profession" text,
	"kra_pin" text,
	"address" text
);
--> statement-breakpoint
ALTER TABLE "covers" ADD COLUMN "payment_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "details_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cover_contacts" ADD CONSTRAINT "cover_contacts_cover_id_covers_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."covers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Covers bought before contacts were kept per cover: the account's details are the best record of what
-- was given with them (its mail and SMS went there until now). Every account's details start unproven.
INSERT INTO "cover_contacts" ("cover_id", "name", "msisdn", "email", "id_number", "profession", "kra_pin", "address")
SELECT c."id", u."name", u."msisdn", u."email", u."id_number", u."profession", u."kra_pin", u."address"
FROM "covers" c JOIN "users" u ON u."id" = c."user_id";
