ALTER TABLE "advertisements" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "link_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "starts_at" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "ends_at" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;