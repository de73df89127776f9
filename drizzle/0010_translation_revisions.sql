CREATE TABLE "content_translation_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"translation" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_email" text
);
--> statement-breakpoint
ALTER TABLE "content_translation_revisions" ADD CONSTRAINT "content_translation_revisions_key_content_documents_key_fk" FOREIGN KEY ("key") REFERENCES "public"."content_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translation_revisions" ADD CONSTRAINT "content_translation_revisions_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translation_revisions_key_language_version_idx" ON "content_translation_revisions" USING btree ("key","language","version" DESC NULLS LAST);