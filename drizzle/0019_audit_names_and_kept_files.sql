ALTER TABLE "audit_log" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_submissions" ADD COLUMN "files" text[] DEFAULT '{}'::text[] NOT NULL;