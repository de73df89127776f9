-- One store for every translation (docs/decisions/160): site content documents and staff, client
-- and advertisement rows alike, in "translations" and "translation_revisions". Expand only
-- (docs/decisions/249): releases before this one read and write "content_translations",
-- "content_translation_revisions" and each row's "translations" column, so those stay, and until a
-- later release's contract step removes them, triggers keep both stores equal whichever one a
-- statement writes. Each mirror acts only on a statement of its own (pg_trigger_depth() = 1), so
-- a write it makes is never mirrored back; a restore, which loads both stores as they were, turns
-- the mirrors off with the session setting "site.restoring".
CREATE TABLE "translations" (
	"subject" text NOT NULL,
	"record" text NOT NULL,
	"language" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_email" text,
	CONSTRAINT "translations_subject_record_language_pk" PRIMARY KEY("subject","record","language")
);
--> statement-breakpoint
CREATE TABLE "translation_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"record" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"translation" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_email" text
);
--> statement-breakpoint
ALTER TABLE "translation_revisions" ADD CONSTRAINT "translation_revisions_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_revisions_subject_language_version_idx" ON "translation_revisions" USING btree ("subject","record","language","version" DESC NULLS LAST);
--> statement-breakpoint
INSERT INTO "translations" ("subject", "record", "language", "version", "published", "draft", "updated_at", "updated_by", "updated_by_email")
  SELECT 'content', "key", "language", "version", "published", "draft", "updated_at", "updated_by", "updated_by_email" FROM "content_translations";
--> statement-breakpoint
INSERT INTO "translation_revisions" ("id", "subject", "record", "language", "version", "translation", "published_at", "published_by", "published_by_email")
  SELECT "id", 'content', "key", "language", "version", "translation", "published_at", "published_by", "published_by_email" FROM "content_translation_revisions";
--> statement-breakpoint
-- A row's translation in a language becomes that translation's published version 1, and its first revision.
INSERT INTO "translations" ("subject", "record", "language", "published", "updated_at")
  SELECT 'staff', "id"::text, "entry"."key", "entry"."value", "updated_at" FROM "staff_members", jsonb_each("translations") AS "entry"
  UNION ALL SELECT 'clients', "id"::text, "entry"."key", "entry"."value", "updated_at" FROM "clients", jsonb_each("translations") AS "entry"
  UNION ALL SELECT 'advertisements', "id"::text, "entry"."key", "entry"."value", "updated_at" FROM "advertisements", jsonb_each("translations") AS "entry";
--> statement-breakpoint
INSERT INTO "translation_revisions" ("subject", "record", "language", "version", "translation", "published_at")
  SELECT "subject", "record", "language", 1, "published", "updated_at" FROM "translations" WHERE "subject" <> 'content';
--> statement-breakpoint
-- A deleted row keeps its translations in the trash for its undo.
ALTER TABLE "deleted_submissions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- A document's or a row's translations and their revisions go with it (what a foreign key would do).
CREATE FUNCTION "translations_go_with_their_subject"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "gone" text := to_jsonb(OLD) ->> TG_ARGV[1];
BEGIN
  DELETE FROM "translations" WHERE "subject" = TG_ARGV[0] AND "record" = "gone";
  DELETE FROM "translation_revisions" WHERE "subject" = TG_ARGV[0] AND "record" = "gone";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "content_documents_translations_go_with_it" AFTER DELETE ON "content_documents" FOR EACH ROW EXECUTE FUNCTION "translations_go_with_their_subject"('content', 'key');
--> statement-breakpoint
CREATE TRIGGER "staff_members_translations_go_with_it" AFTER DELETE ON "staff_members" FOR EACH ROW EXECUTE FUNCTION "translations_go_with_their_subject"('staff', 'id');
--> statement-breakpoint
CREATE TRIGGER "clients_translations_go_with_it" AFTER DELETE ON "clients" FOR EACH ROW EXECUTE FUNCTION "translations_go_with_their_subject"('clients', 'id');
--> statement-breakpoint
CREATE TRIGGER "advertisements_translations_go_with_it" AFTER DELETE ON "advertisements" FOR EACH ROW EXECUTE FUNCTION "translations_go_with_their_subject"('advertisements', 'id');
--> statement-breakpoint
-- Whether a mirror should act: on a statement of its own, outside a restore.
CREATE FUNCTION "translations_mirror_acts"() RETURNS boolean LANGUAGE sql AS $$
  SELECT pg_trigger_depth() = 1 AND current_setting('site.restoring', true) IS DISTINCT FROM 'on'
$$;
--> statement-breakpoint
-- This release's writes, as the earlier releases read them.
CREATE FUNCTION "translations_mirror_to_earlier"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" "translations";
  "earlier" text;
BEGIN
  IF NOT "translations_mirror_acts"() THEN RETURN NULL; END IF;
  "changed" := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  IF "changed"."subject" = 'content' THEN
    IF TG_OP = 'DELETE' THEN
      DELETE FROM "content_translations" WHERE "key" = OLD."record" AND "language" = OLD."language";
    ELSE
      INSERT INTO "content_translations" ("key", "language", "version", "published", "draft", "updated_at", "updated_by", "updated_by_email")
        VALUES (NEW."record", NEW."language", NEW."version", NEW."published", NEW."draft", NEW."updated_at", NEW."updated_by", NEW."updated_by_email")
        ON CONFLICT ("key", "language") DO UPDATE SET "version" = excluded."version", "published" = excluded."published", "draft" = excluded."draft",
          "updated_at" = excluded."updated_at", "updated_by" = excluded."updated_by", "updated_by_email" = excluded."updated_by_email";
    END IF;
    RETURN NULL;
  END IF;
  "earlier" := CASE "changed"."subject" WHEN 'staff' THEN 'staff_members' WHEN 'clients' THEN 'clients' WHEN 'advertisements' THEN 'advertisements' END;
  IF "earlier" IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE %I SET "translations" = "translations" - $1 WHERE "id"::text = $2', "earlier") USING OLD."language", OLD."record";
  ELSE
    EXECUTE format('UPDATE %I SET "translations" = jsonb_set("translations", ARRAY[$1], $2) WHERE "id"::text = $3', "earlier") USING NEW."language", NEW."published", NEW."record";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "translations_mirror_to_earlier" AFTER INSERT OR UPDATE OR DELETE ON "translations" FOR EACH ROW EXECUTE FUNCTION "translations_mirror_to_earlier"();
--> statement-breakpoint
CREATE FUNCTION "translation_revisions_mirror_to_earlier"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "translations_mirror_acts"() AND NEW."subject" = 'content' THEN
    INSERT INTO "content_translation_revisions" ("id", "key", "language", "version", "translation", "published_at", "published_by", "published_by_email")
      VALUES (NEW."id", NEW."record", NEW."language", NEW."version", NEW."translation", NEW."published_at", NEW."published_by", NEW."published_by_email")
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "translation_revisions_mirror_to_earlier" AFTER INSERT ON "translation_revisions" FOR EACH ROW EXECUTE FUNCTION "translation_revisions_mirror_to_earlier"();
--> statement-breakpoint
-- An earlier release's writes, as this one reads them.
CREATE FUNCTION "content_translations_mirror_to_later"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT "translations_mirror_acts"() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "translations" WHERE "subject" = 'content' AND "record" = OLD."key" AND "language" = OLD."language";
  ELSE
    INSERT INTO "translations" ("subject", "record", "language", "version", "published", "draft", "updated_at", "updated_by", "updated_by_email")
      VALUES ('content', NEW."key", NEW."language", NEW."version", NEW."published", NEW."draft", NEW."updated_at", NEW."updated_by", NEW."updated_by_email")
      ON CONFLICT ("subject", "record", "language") DO UPDATE SET "version" = excluded."version", "published" = excluded."published", "draft" = excluded."draft",
        "updated_at" = excluded."updated_at", "updated_by" = excluded."updated_by", "updated_by_email" = excluded."updated_by_email";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "content_translations_mirror_to_later" AFTER INSERT OR UPDATE OR DELETE ON "content_translations" FOR EACH ROW EXECUTE FUNCTION "content_translations_mirror_to_later"();
--> statement-breakpoint
CREATE FUNCTION "content_translation_revisions_mirror_to_later"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "translations_mirror_acts"() THEN
    INSERT INTO "translation_revisions" ("id", "subject", "record", "language", "version", "translation", "published_at", "published_by", "published_by_email")
      VALUES (NEW."id", 'content', NEW."key", NEW."language", NEW."version", NEW."translation", NEW."published_at", NEW."published_by", NEW."published_by_email")
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "content_translation_revisions_mirror_to_later" AFTER INSERT ON "content_translation_revisions" FOR EACH ROW EXECUTE FUNCTION "content_translation_revisions_mirror_to_later"();
--> statement-breakpoint
-- A row's translations written by an earlier release: each language changed is published as the
-- translation's next version; a language taken out is gone.
CREATE FUNCTION "row_translations_mirror_to_later"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "entry" record;
BEGIN
  IF NOT "translations_mirror_acts"() THEN RETURN NULL; END IF;
  FOR "entry" IN SELECT "key", "value" FROM jsonb_each(NEW."translations")
    WHERE TG_OP = 'INSERT' OR OLD."translations" -> "key" IS DISTINCT FROM "value"
  LOOP
    INSERT INTO "translations" ("subject", "record", "language", "published")
      VALUES (TG_ARGV[0], NEW."id"::text, "entry"."key", "entry"."value")
      ON CONFLICT ("subject", "record", "language") DO UPDATE SET "published" = excluded."published", "draft" = NULL,
        "version" = "translations"."version" + 1, "updated_at" = now(), "updated_by" = NULL, "updated_by_email" = NULL;
  END LOOP;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "translations" WHERE "subject" = TG_ARGV[0] AND "record" = NEW."id"::text
      AND "language" IN (SELECT "key" FROM jsonb_each(OLD."translations") WHERE NOT NEW."translations" ? "key");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_members_translations_mirror_to_later" AFTER INSERT OR UPDATE OF "translations" ON "staff_members" FOR EACH ROW EXECUTE FUNCTION "row_translations_mirror_to_later"('staff');
--> statement-breakpoint
CREATE TRIGGER "clients_translations_mirror_to_later" AFTER INSERT OR UPDATE OF "translations" ON "clients" FOR EACH ROW EXECUTE FUNCTION "row_translations_mirror_to_later"('clients');
--> statement-breakpoint
CREATE TRIGGER "advertisements_translations_mirror_to_later" AFTER INSERT OR UPDATE OF "translations" ON "advertisements" FOR EACH ROW EXECUTE FUNCTION "row_translations_mirror_to_later"('advertisements');
