CREATE TABLE "privacy_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"account_id" uuid,
	"subject_hash" text,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "internship_inquiries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_log" ADD CONSTRAINT "privacy_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_log_at_idx" ON "privacy_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
-- The decision time of earlier rows is unknown: count from when they arrived, the earliest it can be.
UPDATE "internship_inquiries" SET "updated_at" = "created_at";