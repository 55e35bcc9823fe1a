ALTER TABLE "signers" ADD COLUMN "notary_slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "notary_address" jsonb;