CREATE TABLE "deleted_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"record" jsonb NOT NULL,
	"replies" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid,
	"inquiry_id" uuid,
	"text" text NOT NULL,
	"account_id" uuid,
	"account_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_notes_one_record" CHECK (num_nonnulls(contact_id, inquiry_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "inbox_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid,
	"inquiry_id" uuid,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"account_id" uuid,
	"account_email" text NOT NULL,
	"status" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_one_record" CHECK (num_nonnulls(contact_id, inquiry_id) = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'New' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "internship_inquiries" ADD COLUMN "page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "internship_inquiries" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_contact_id_contact_submissions_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_inquiry_id_internship_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."internship_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_contact_id_contact_submissions_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_inquiry_id_internship_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."internship_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_submissions_at_idx" ON "deleted_submissions" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "inbox_notes_contact_idx" ON "inbox_notes" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_notes_inquiry_idx" ON "inbox_notes" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_replies_contact_idx" ON "inbox_replies" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_replies_inquiry_idx" ON "inbox_replies" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_replies_failed_idx" ON "inbox_replies" USING btree ("created_at") WHERE status = 'failed';--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contact_submissions" USING btree ("status");--> statement-breakpoint
-- Applications decided before the inbox had a read state were read by whoever decided them.
UPDATE "internship_inquiries" SET "read_at" = "updated_at" WHERE "status" <> 'Pending';
