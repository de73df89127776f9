import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { inquiryBody } from '../helpers/entities.ts';
import { pdfBytes, uploadForm } from '../helpers/files.ts';
import { bearer, postJson } from './support/api.ts';
import { removeDataDir, signIn, startServer } from './support/server-process.ts';

/**
 * Rolling back is pointing at the previous release and restarting it on the database this one
 * migrated (docs/deploy.md): that holds only while every migration adds and a later one removes
 * (docs/decisions/249). Here the earlier releases' own server code, taken from this repository's
 * history, runs on a database migrated to this release and takes an application; this release
 * reads it, takes one of its own, and the earlier release reads that back.
 */
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const PORT = 4073;
const git = (...args: string[]) => execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
const versionAt = (commit: string) => (JSON.parse(git('show', `${commit}:package.json`)) as { version: string }).version;

interface Release {
  what: string;
  commit: string;
}

function earlierReleases(): Release[] {
  const releases: Release[] = [];
  // The code that wrote internship_inquiries.role, before migration 0009 renamed it.
  const rename = git('log', '-1', '--format=%H', '--diff-filter=A', '--', 'drizzle/0009_inquiry_programme.sql');
  releases.push({ what: 'the release before migration 0009', commit: `${rename}^` });
  // The previous version: the commit before the one that set package.json's version to this one.
  const current = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
  for (const line of git('log', '--format=%H %P', '--', 'package.json').split('\n')) {
    const [commit = '', parent] = line.split(' ');
    if (parent && versionAt(commit) === current && versionAt(parent) !== current) {
      releases.push({ what: `version ${versionAt(parent)}, the previous release`, commit: parent });
      break;
    }
  }
  return releases;
}

/** An earlier release's code, with this checkout's installed packages. */
function checkOut(commit: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-release-'));
  execFileSync('sh', ['-c', `git archive --format=tar ${commit} src drizzle package.json | tar -x -C ${folder}`], { cwd: projectRoot });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(folder, 'node_modules'));
  return folder;
}

async function apply(url: string, name: string): Promise<number> {
  const form = uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes());
  const upload = await fetch(`${url}/api/uploads`, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) });
  assert.equal(upload.status, 201, await upload.clone().text());
  const { url: resumeUrl } = (await upload.json()) as { url: string };
  return (await postJson(`${url}/api/internship-inquiries`, inquiryBody({ name, email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`, resumeUrl }))).status;
}

async function applications(url: string): Promise<Record<string, string>> {
  const token = await signIn(url);
  const response = await fetch(`${url}/api/internship-inquiries?limit=50`, { headers: bearer(token) });
  assert.equal(response.status, 200, await response.clone().text());
  const body = (await response.json()) as { items?: { name: string; role: string }[] } | { name: string; role: string }[];
  const rows = Array.isArray(body) ? body : (body.items ?? []);
  return Object.fromEntries(rows.map((row) => [row.name, row.role]));
}

for (const release of (await isPostgresAvailable()) ? earlierReleases() : []) {
  test(`${release.what} (${release.commit.slice(0, 10)}) runs on this release's database: applications go both ways`, async () => {
    const code = checkOut(release.commit);
    const database = await createTestDatabase('postgres');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-release-data-'));
    const start = (root?: string) => startServer({ port: PORT, dataDir, root, env: { DATABASE_URL: database.databaseUrl!, SUBMISSION_LIMIT: '100' } });
    try {
      let earlier = await start(code);
      try {
        assert.equal(await apply(earlier.url, 'Earlier Applicant'), 201, earlier.output());
        assert.deepEqual(await applications(earlier.url), { 'Earlier Applicant': 'Flutter Developer' });
      } finally {
        await earlier.stop();
      }

      const current = await start();
      try {
        assert.deepEqual(await applications(current.url), { 'Earlier Applicant': 'Flutter Developer' });
        assert.equal(await apply(current.url, 'Current Applicant'), 201);
      } finally {
        await current.stop();
      }

      earlier = await start(code);
      try {
        assert.deepEqual(await applications(earlier.url), { 'Earlier Applicant': 'Flutter Developer', 'Current Applicant': 'Flutter Developer' });
      } finally {
        await earlier.stop();
      }
    } finally {
      removeDataDir(dataDir);
      rmSync(code, { recursive: true, force: true });
      await database.dispose();
    }
  });
}
