-- Issue 14: a quotation's products are stored as written (json), not converted to jsonb, on the quotation's
-- hot path; nothing queries inside them.
ALTER TABLE "quotations" ALTER COLUMN "products" SET DATA TYPE json USING "products"::json;
