-- Issue 24: every cover gets a short reference (domain/purchase-reference.ts). drizzle-kit generated
-- `ADD COLUMN "reference" text NOT NULL` and the unique constraint; the hand-written step between them
-- (marked below) gives covers bought before it a reference first, or NOT NULL would refuse them.
ALTER TABLE "covers" ADD COLUMN "reference" text;--> statement-breakpoint
-- Hand-written backfill: eight characters of the same alphabet (no 0/O, 1/I/L), as K7Q3-M9XT, drawn per
-- row; a reference two rows drew alike is drawn again for one of them until all differ.
DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
BEGIN
  LOOP
    UPDATE "covers" SET "reference" = (
      SELECT substr(drawn, 1, 4) || '-' || substr(drawn, 5, 4) FROM (
        SELECT string_agg(substr(alphabet, 1 + floor(random() * 31)::int, 1), '') AS drawn
        -- Naming the row keeps the draw per row (an uncorrelated subquery would run once for all).
        FROM generate_series(1, 8) WHERE "covers"."id" IS NOT NULL
      ) AS letters
    )
    WHERE "reference" IS NULL OR "id" IN (
      SELECT "id" FROM (
        SELECT "id", row_number() OVER (PARTITION BY "reference" ORDER BY "id") AS "rank" FROM "covers"
      ) AS "ranked" WHERE "rank" > 1
    );
    EXIT WHEN NOT EXISTS (
      SELECT 1 FROM "covers" GROUP BY "reference" HAVING count(*) > 1 OR "reference" IS NULL
    );
  END LOOP;
END $$;--> statement-breakpoint
-- End of the hand-written step.
ALTER TABLE "covers" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_reference_unique" UNIQUE("reference");
