CREATE TABLE "content_schedules" (
	"key" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_by" uuid,
	"scheduled_by_email" text NOT NULL,
	"media" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_key_content_documents_key_fk" FOREIGN KEY ("key") REFERENCES "public"."content_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_scheduled_by_accounts_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_schedules_at_idx" ON "content_schedules" USING btree ("at");