import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { SIGNING_KEY_FILE } from '../../src/server/backup/archive-signature.server.ts';
import { backupDeps } from '../../src/server/backup/backup-schedule.server.ts';
import { BackupStore } from '../../src/server/backup/backup-store.server.ts';
import { makeBackup } from '../../src/server/backup/make-backup.server.ts';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { signIn } from '../helpers/accounts.ts';
import { createTestApp, createTestAppOn, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable, POSTGRES_ADMIN_URL } from '../helpers/databases.ts';
import { call, contactBody, created, inquiryBody, staffBody } from '../helpers/entities.ts';
import { dataUrl, pdfBytes, pngBytes, uploadForm } from '../helpers/files.ts';

/**
 * The restore drill: a site taking writes is backed up mid-stream; the archive is restored with
 * `npm run restore` into a new DATA_DIR (embedded PostgreSQL 18) and into the machine's external
 * PostgreSQL (another major version); every write acknowledged before the backup began is there,
 * every file with the same SHA-256, and the restored site renders every public route as the
 * original does.
 */
const ENV = { SUBMISSION_LIMIT: '100000' };

/** `npm run restore -- FILE` with the given environment; resolves with its exit code and output. */
function runRestore(file: string, env: Record<string, string>, input = ''): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/server/cli/backup.server.ts', 'restore', file], {
      env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', BACKUP_PASSPHRASE: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.stdin.end(input);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

interface Write {
  table: 'contact_submissions' | 'internship_inquiries' | 'staff_members';
  id: string;
  at: number;
}

/** Writers like visitors and an admin: enquiries, applications with resumes, staff with photos. */
function startWriters(site: TestApp, token: string) {
  const acknowledged: Write[] = [];
  let running = true;
  let sequence = 0;
  const loop = async (write: () => Promise<Omit<Write, 'at'>>) => {
    while (running) acknowledged.push({ ...(await write()), at: Date.now() });
  };
  const pdf = pdfBytes();
  const done = Promise.all([
    loop(async () => {
      const response = await call(site.app, 'POST', '/api/contacts', { payload: contactBody({ message: `Enquiry ${++sequence} for the drill.` }) });
      assert.equal(response.statusCode, 201, response.body);
      return { table: 'contact_submissions', id: response.json<{ id: string }>().id };
    }),
    loop(async () => {
      const form = uploadForm('resume', 'cv.pdf', 'application/pdf', Buffer.concat([await pdf, Buffer.from(`%${++sequence}\n`)]));
      const upload = await site.app.inject({ method: 'POST', url: '/api/uploads', payload: form.payload, headers: form.headers });
      assert.equal(upload.statusCode, 201, upload.body);
      const response = await call(site.app, 'POST', '/api/internship-inquiries', { payload: inquiryBody({ resumeUrl: upload.json<{ url: string }>().url }) });
      assert.equal(response.statusCode, 201, response.body);
      return { table: 'internship_inquiries', id: response.json<{ id: string }>().id };
    }),
    loop(async () => {
      const photo = dataUrl('image/png', await pngBytes(60 + (++sequence % 40), 60));
      const member = await created(site.app, token, '/api/team', staffBody({ name: `Drill Member ${sequence}`, profilePicture: photo }));
      return { table: 'staff_members', id: member.id };
    }),
  ]);
  return {
    acknowledged,
    async stop() {
      running = false;
      await done;
    },
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** SHA-256 of every stored file the database's uploads name, by key, read through the site's storage. */
async function storedFiles(site: TestApp): Promise<Map<string, string>> {
  const sql = site.database.handle.sql;
  const rows = await sql<{ key: string }[]>`SELECT key FROM uploads UNION SELECT value FROM uploads, jsonb_each_text(variants)`;
  const files = new Map<string, string>();
  for (const { key } of rows) {
    const stream = await site.context.storage.open(key);
    assert.ok(stream, `stored file ${key} is present`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(key, sha256(Buffer.concat(chunks)));
  }
  return files;
}

/** Every public route the sitemap lists, rendered; the CSRF-free public pages are the same bytes for the same content. */
/**
 * A page without what every render makes anew: the one-time key of a form (and the island id
 * Astro derives from its props), so two renders of the same content compare equal.
 */
const withoutRenderKeys = (html: string) =>
  html
    .replace(/(name="submissionKey" value=")[^"]*"/g, '$1"')
    .replace(/(&quot;submissionKey&quot;:\[0,&quot;)[^&]*&quot;/g, '$1&quot;')
    .replace(/(<astro-island uid=")[^"]*"/g, '$1"');

async function publicPages(site: TestApp): Promise<Map<string, string>> {
  const sitemap = await site.app.inject({ url: '/sitemap.xml' });
  assert.equal(sitemap.statusCode, 200);
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  assert.ok(paths.length >= 5, 'the sitemap lists the public routes');
  const pages = new Map<string, string>();
  for (const pathname of paths) {
    const page = await site.app.inject({ url: pathname });
    assert.equal(page.statusCode, 200, pathname);
    pages.set(pathname, withoutRenderKeys(page.body));
  }
  return pages;
}

async function checkRestored(restored: TestApp, before: Write[], files: Map<string, string>): Promise<void> {
  const sql = restored.database.handle.sql;
  for (const table of ['contact_submissions', 'internship_inquiries', 'staff_members'] as const) {
    const ids = new Set((await sql<{ id: string }[]>`SELECT id::text FROM ${sql(table)}`).map((row) => row.id));
    const missing = before.filter((write) => write.table === table && !ids.has(write.id));
    assert.deepEqual(missing, [], `every ${table} write acknowledged before the backup began is restored`);
  }
  const restoredFiles = await storedFiles(restored);
  assert.ok(restoredFiles.size >= before.filter((write) => write.table !== 'contact_submissions').length, 'a file for every resume and photo');
  for (const [key, hash] of restoredFiles) assert.equal(hash, files.get(key), `${key} has the same SHA-256`);
  // Every picture and resume a restored row shows is served.
  const pictures = await sql<{ url: string }[]>`SELECT profile_picture AS url FROM staff_members WHERE profile_picture <> ''`;
  for (const { url } of pictures.slice(0, 5)) assert.equal((await restored.app.inject({ url })).statusCode, 200, url);
}

test('the restore drill: backed up under writes, restored into a new DATA_DIR and into the external PostgreSQL', { timeout: 240_000 }, async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'site-drill-'));
  // As root the restored embedded server runs as the user postgres, who must reach the folders inside.
  chmodSync(work, 0o755);
  const source = await createTestApp('embedded', ENV, { pages: true });
  const token = await signIn(source.app, source.context.db);
  const external = (await isPostgresAvailable()) ? postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} }) : null;
  const externalName = `drill_${Date.now()}`;
  try {
    const writers = startWriters(source, token);
    // Enough writes of every kind first: the staff writer (pictures) is the slowest, and the pages
    // are compared on what it wrote before the snapshot.
    const acknowledgedIn = (table: Write['table']) => writers.acknowledged.filter((write) => write.table === table).length;
    const kinds: Write['table'][] = ['contact_submissions', 'internship_inquiries', 'staff_members'];
    while (writers.acknowledged.length < 24 || kinds.some((table) => acknowledgedIn(table) < 2)) await sleep(20);
    const began = Date.now();
    const record = (await makeBackup(backupDeps(source.context), { trigger: 'manual' }))!;
    await sleep(200);
    await writers.stop();
    const before = writers.acknowledged.filter((write) => write.at < began);
    assert.ok(before.length >= 24);
    assert.ok(writers.acknowledged.some((write) => write.at > began), 'writes went on while the backup was made');

    const archive = path.join(work, 'site.tar.gz');
    copyFileSync(new BackupStore(source.context.env.backup.dir).archivePath(record), archive);
    const files = await storedFiles(source);

    // The archive is unencrypted: each new DATA_DIR gets the source's signing key to check it
    // with, as the operator moving a site copies it (docs/operations.md).
    const withSigningKey = (dataDir: string) => {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      copyFileSync(path.join(source.context.env.dataDir, SIGNING_KEY_FILE), path.join(dataDir, SIGNING_KEY_FILE));
      return dataDir;
    };

    // Into a new DATA_DIR, on the embedded PostgreSQL.
    const dataDir = withSigningKey(path.join(work, 'restored'));
    const intoDataDir = await runRestore(archive, { DATA_DIR: dataDir });
    assert.equal(intoDataDir.status, 0, intoDataDir.stderr);
    assert.match(intoDataDir.stdout, /Restored \d+ rows in \d+ tables and \d+ files/);
    // The modes the site itself gives what it writes: its owner's alone (DATA_DIR may let others
    // through, not read, for the embedded server's own user when run as root).
    assert.equal(statSync(dataDir).mode & 0o076, 0, 'DATA_DIR is closed to others');
    assert.equal(statSync(path.join(dataDir, 'uploads')).mode & 0o077, 0, 'the uploads are the owner\'s alone');
    const onDisk = await createTestAppOn(await openDatabase({ dataDir, log: () => {} }), dataDir, ENV, { pages: true });
    try {
      await checkRestored(onDisk, before, files);
    } finally {
      await onDisk.close();
    }

    if (external) {
      // Into the external PostgreSQL, with the files in a DATA_DIR of their own.
      await external.unsafe(`CREATE DATABASE ${externalName}`);
      const databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${externalName}` }).toString();
      const filesDir = withSigningKey(path.join(work, 'restored-external'));
      const intoPostgres = await runRestore(archive, { DATA_DIR: filesDir, DATABASE_URL: databaseUrl });
      assert.equal(intoPostgres.status, 0, intoPostgres.stderr);
      const onPostgres = await createTestAppOn(await openDatabase({ dataDir: filesDir, databaseUrl }), filesDir, ENV, { pages: true });
      try {
        await checkRestored(onPostgres, before, files);
        // The source went on taking writes after the snapshot; without the staff added since (the
        // only writes the public pages show), it is the site as of the snapshot, page for page.
        const restoredIds = new Set((await onPostgres.database.handle.sql<{ id: string }[]>`SELECT id::text FROM staff_members`).map((row) => row.id));
        await source.database.handle.sql`DELETE FROM staff_members WHERE NOT (id::text = ANY(${[...restoredIds]}))`;
        source.cache.invalidate();
        const original = await publicPages(source);
        const restoredPages = await publicPages(onPostgres);
        assert.deepEqual([...restoredPages.keys()], [...original.keys()]);
        for (const [pathname, html] of original) assert.equal(restoredPages.get(pathname), html, `${pathname} renders the same content`);
        assert.match(original.get('/team') ?? '', /Drill Member/, 'the pages show the drill\'s writes');
      } finally {
        await onPostgres.close();
      }
    }
  } finally {
    await source.close();
    if (external) {
      await external.unsafe(`DROP DATABASE IF EXISTS ${externalName} WITH (FORCE)`);
      await external.end({ timeout: 5 });
    }
    rmSync(work, { recursive: true, force: true });
  }
});
