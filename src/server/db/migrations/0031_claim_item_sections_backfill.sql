-- Issue 24, hand-written: the claim items made before sections get theirs. 0030 filled every row with
-- 'household'; until then a row without a cover item was the building (named 'the building'), and a row
-- with one belongs to that item's kind. Rows whose item was erased keep 'household' (their claims are
-- closed and their names blank). No row was named by the claimant before this change.
UPDATE "claim_items" SET "section" = 'building' WHERE "cover_item_id" IS NULL AND "name" = 'the building';--> statement-breakpoint
UPDATE "claim_items" SET "section" = "cover_items"."kind" FROM "cover_items" WHERE "claim_items"."cover_item_id" = "cover_items"."id";
