-- Expand/contract for 0009's rename of internship_inquiries.role to programme (docs/decisions/249):
-- releases from before it read and write "role", this one "programme". Until a later release
-- removes it (the contract step), "role" is back and both columns hold the same programme,
-- whichever one a statement writes. A database that never ran 0009 gets the same state in the
-- same transaction.
ALTER TABLE "internship_inquiries" ADD COLUMN IF NOT EXISTS "role" text;
--> statement-breakpoint
UPDATE "internship_inquiries" SET "role" = "programme" WHERE "role" IS DISTINCT FROM "programme";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "internship_inquiries_role_is_programme"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."programme" := COALESCE(NEW."programme", NEW."role");
    NEW."role" := COALESCE(NEW."role", NEW."programme");
  ELSIF NEW."programme" IS DISTINCT FROM OLD."programme" THEN
    NEW."role" := NEW."programme";
  ELSIF NEW."role" IS DISTINCT FROM OLD."role" THEN
    NEW."programme" := NEW."role";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "internship_inquiries_role_is_programme" BEFORE INSERT OR UPDATE ON "internship_inquiries"
  FOR EACH ROW EXECUTE FUNCTION "internship_inquiries_role_is_programme"();
