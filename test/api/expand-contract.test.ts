import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { COMPATIBLE_FROM, migrateAtStart, MigrationFailed } from '../../src/server/backup/migrate-at-start.server.ts';
import { appliedLevel, MIGRATIONS_FOLDER } from '../../src/server/db/migrations.server.ts';
import { parseEnv } from '../../src/server/env.server.ts';
import { createLocalStorage } from '../../src/server/files/local-storage.server.ts';
import { createTestDatabase } from '../helpers/databases.ts';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** This release's migrations and one more, as a later release would bring them. */
function withLaterMigration(tag: string, statements: string[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: object[] };
  journal.entries.push({ idx: journal.entries.length, version: '7', when: Date.now() + 60_000, tag, breakpoints: true });
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  writeFileSync(path.join(folder, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  return folder;
}

describe('expand and contract', () => {
  it('the programme is one value under both names: an earlier release writes "role", this one "programme", each reads what the other wrote', async () => {
    const database = await createTestDatabase('postgres');
    const { sql } = database.handle;
    try {
      await sql`INSERT INTO internship_inquiries (name, email, role, message) VALUES ('Earlier', 'earlier@example.com', 'Flutter Developer', 'Sent through the earlier release')`;
      await sql`INSERT INTO internship_inquiries (name, email, programme, message) VALUES ('This', 'this@example.com', 'Python Developer', 'Sent through this release')`;
      const rows = await sql<{ name: string; role: string; programme: string }[]>`SELECT name, role, programme FROM internship_inquiries ORDER BY name`;
      assert.deepEqual(rows.map((row) => ({ ...row })), [
        { name: 'Earlier', role: 'Flutter Developer', programme: 'Flutter Developer' },
        { name: 'This', role: 'Python Developer', programme: 'Python Developer' },
      ]);
      await sql`UPDATE internship_inquiries SET role = 'Java Developer' WHERE name = 'This'`;
      await sql`UPDATE internship_inquiries SET programme = 'Web Developer' WHERE name = 'Earlier'`;
      const changed = await sql<{ name: string; role: string; programme: string }[]>`SELECT name, role, programme FROM internship_inquiries ORDER BY name`;
      assert.deepEqual(changed.map((row) => [row.role, row.programme]), [['Web Developer', 'Web Developer'], ['Java Developer', 'Java Developer']]);
    } finally {
      await database.dispose();
    }
  });

  it('translations are one store to this release and the old places to earlier ones: a write to either shows in the other, and a row takes its translations with it', async () => {
    const database = await createTestDatabase('postgres');
    const { sql } = database.handle;
    const entry = (text: string) => ({ [text.split(' ')[0]!]: { text, source: 'aaaaaaaaaaa' } });
    const store = () => sql<{ subject: string; record: string; language: string; version: number; published: unknown; draft: unknown }[]>`
      SELECT subject, record, language, version, published, draft FROM translations ORDER BY subject, language`;
    try {
      await sql`INSERT INTO content_documents (key, published) VALUES ('home', '{}')`;
      // An earlier release translates a client (its row's column) and a document (content_translations).
      const [client] = await sql<{ id: string }[]>`INSERT INTO clients (name, translations) VALUES ('Earlier', ${JSON.stringify({ ml: entry('shortDescription ml') })}::jsonb) RETURNING id`;
      await sql`UPDATE clients SET translations = translations || ${JSON.stringify({ ta: entry('shortDescription ta') })}::jsonb WHERE id = ${client!.id}`;
      await sql`INSERT INTO content_translations (key, language, published, draft) VALUES ('home', 'hi', ${JSON.stringify(entry('hero hi'))}::jsonb, ${JSON.stringify(entry('hero hi draft'))}::jsonb)`;
      await sql`INSERT INTO content_translation_revisions (key, language, version, translation) VALUES ('home', 'hi', 1, ${JSON.stringify(entry('hero hi'))}::jsonb)`;
      assert.deepEqual((await store()).map((row) => ({ ...row })), [
        { subject: 'clients', record: client!.id, language: 'ml', version: 1, published: entry('shortDescription ml'), draft: null },
        { subject: 'clients', record: client!.id, language: 'ta', version: 1, published: entry('shortDescription ta'), draft: null },
        { subject: 'content', record: 'home', language: 'hi', version: 1, published: entry('hero hi'), draft: entry('hero hi draft') },
      ]);
      assert.equal((await sql`SELECT 1 FROM translation_revisions WHERE subject = 'content' AND record = 'home'`).length, 1);

      // This release publishes both; the earlier one reads them where it always did.
      await sql`UPDATE translations SET published = ${JSON.stringify(entry('shortDescription ml2'))}::jsonb, version = 2 WHERE subject = 'clients' AND language = 'ml'`;
      await sql`DELETE FROM translations WHERE subject = 'clients' AND language = 'ta'`;
      await sql`UPDATE translations SET published = draft, draft = NULL, version = 2 WHERE subject = 'content'`;
      await sql`INSERT INTO translation_revisions (subject, record, language, version, translation) VALUES ('content', 'home', 'hi', 2, ${JSON.stringify(entry('hero hi draft'))}::jsonb)`;
      const [row] = await sql<{ translations: unknown }[]>`SELECT translations FROM clients WHERE id = ${client!.id}`;
      assert.deepEqual(row!.translations, { ml: entry('shortDescription ml2') });
      const [document] = await sql<{ version: number; published: unknown; draft: unknown }[]>`SELECT version, published, draft FROM content_translations WHERE key = 'home'`;
      assert.deepEqual({ ...document }, { version: 2, published: entry('hero hi draft'), draft: null });
      assert.deepEqual((await sql`SELECT version FROM content_translation_revisions ORDER BY version`).map((each) => each.version), [1, 2]);

      // Deleting the row deletes its translations, as a foreign key would.
      await sql`DELETE FROM clients WHERE id = ${client!.id}`;
      assert.deepEqual((await store()).map((each) => each.subject), ['content']);
      assert.equal((await sql`SELECT 1 FROM translation_revisions WHERE subject = 'clients'`).length, 0);
    } finally {
      await database.dispose();
    }
  });

  it('a release older than a contract step the database went through does not start, touches nothing, and says what to do', async () => {
    const database = await createTestDatabase('postgres');
    const contract = '9999_drop_inquiry_role';
    const folder = withLaterMigration(contract, [
      'DROP TRIGGER "internship_inquiries_role_is_programme" ON "internship_inquiries"',
      'ALTER TABLE "internship_inquiries" DROP COLUMN "role"',
      `INSERT INTO settings (key, value) VALUES ('${COMPATIBLE_FROM}', '${contract}') ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    ]);
    try {
      const env = parseEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl! });
      const deps = { sql: database.handle.sql, storage: createLocalStorage(database.dataDir), env, log: silentLog };
      // The later release starts, migrates through its contract step, and runs.
      await migrateAtStart(database.handle, deps, folder);
      const level = await appliedLevel(database.handle.sql, folder);
      assert.equal(level.tag, contract);

      // This release, started again on that database: refused before anything is done.
      await assert.rejects(migrateAtStart(database.handle, deps), (error: unknown) => {
        assert.ok(error instanceof MigrationFailed);
        assert.match(error.message, new RegExp(`went through a contract step \\(migration ${contract}\\) that removed what version \\S+ of the site still uses`));
        assert.match(error.message, /restore the backup made before that upgrade/);
        return true;
      });
      assert.deepEqual(await appliedLevel(database.handle.sql, folder), level);
    } finally {
      await database.dispose();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
