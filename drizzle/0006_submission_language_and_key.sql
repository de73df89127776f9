ALTER TABLE "contact_submissions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "internship_inquiries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "internship_inquiries" ADD COLUMN "submission_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_submission_key_idx" ON "contact_submissions" USING btree ("submission_key");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_submission_key_idx" ON "internship_inquiries" USING btree ("submission_key");