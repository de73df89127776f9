ALTER TABLE "verifications" ADD COLUMN "requester_hash" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "confirms_new_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "failed_confirmations" integer DEFAULT 0 NOT NULL;