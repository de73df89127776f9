ALTER TABLE "accounts" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "name" text DEFAULT '' NOT NULL;