-- The code of the documents' verification link (/verify/<code>). Nullable: a cover gets its code the first
-- time one of its documents is printed, so covers bought before this need no backfill.
ALTER TABLE "covers" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_verification_code_unique" UNIQUE("verification_code");