-- ID numbers become unique (issue 10). Existing rows first: spaces trimmed, a blank one becomes null,
-- and of accounts sharing a number the one whose details a proven holder gave keeps it (else the oldest
-- account); the others lose it, as an unproven account loses an e-mail its proven holder takes.
UPDATE "users" SET "id_number" = NULLIF(btrim("id_number"), '') WHERE "id_number" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "id_number" = NULL FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "id_number" ORDER BY "details_proven_at" ASC NULLS LAST, "created_at" ASC, "id" ASC
  ) AS "rank"
  FROM "users" WHERE "id_number" IS NOT NULL
) AS "ranked" WHERE "users"."id" = "ranked"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_number_unique" UNIQUE("id_number");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_number_trimmed" CHECK ("users"."id_number" = btrim("users"."id_number") and "users"."id_number" <> '');