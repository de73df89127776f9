import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { pdfBytes, uploadForm } from '../helpers/files.ts';
import { postJson } from './support/api.ts';
import { startServer } from './support/server-process.ts';
import { canMountSmallDisk, mountSmallDisk } from './support/small-disk.ts';

const PORT = 4072;

/** What a visitor sends: none of it may reach the log, at any level. */
const VISITOR = {
  name: 'Zanzibar Quokkamenon',
  email: 'quokka.4711@example.org',
  phone: '9847055512',
  message: 'Marmalade lighthouse question about the Python course, please call after six.',
};
const SEARCHED = 'Thiruvananthapuram-Quokka';
const RESUME_NAME = 'Quokkamenon-Curriculum-Vitae.pdf';

test(
  'a database error and a full disk on real submissions: the log says why, with the request id and an ISO time, and holds nothing that was sent',
  { skip: (!canMountSmallDisk && 'mounting a small tmpfs needs root') || (!(await isPostgresAvailable()) && 'PostgreSQL is not running') },
  async () => {
    ensureBuiltSite();
    const disk = mountSmallDisk('site-log-privacy-');
    const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'site-log-')), 'server.log');
    const database = await createTestDatabase('postgres');
    const server = await startServer({ port: PORT, dataDir: disk.folder, logFile, env: { DATABASE_URL: database.databaseUrl!, LOG_LEVEL: 'trace' } });
    try {
      // A column narrower than what the site sends: the insert fails in PostgreSQL, with every
      // field of the enquiry among the statement's parameters.
      await database.handle.sql.unsafe('ALTER TABLE contact_submissions ALTER COLUMN message TYPE varchar(12)');
      const failed = await postJson(`${server.url}/api/contacts`, VISITOR);
      assert.equal(failed.status, 500, 'the enquiry fails on our side');
      const posted = await fetch(`${server.url}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(VISITOR),
      });
      assert.ok(posted.status >= 500, `the plain form post fails too (${posted.status})`);
      assert.ok((await posted.text()).includes(VISITOR.message), 'and the page keeps what was typed');

      // A full disk under an upload.
      disk.fill();
      const form = uploadForm('resume', RESUME_NAME, 'application/pdf', await pdfBytes());
      const upload = await fetch(`${server.url}/api/uploads`, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) });
      assert.ok(upload.status >= 500, `the upload fails (${upload.status})`);

      // Query values, on a page and on a list.
      await fetch(`${server.url}/?q=${SEARCHED}&email=${encodeURIComponent(VISITOR.email)}`);
      await fetch(`${server.url}/api/team?q=${SEARCHED}`);
    } finally {
      await server.stop();
      disk.unmount();
      await database.dispose();
    }

    const log = readFileSync(logFile, 'utf8') + server.output();
    rmSync(path.dirname(logFile), { recursive: true, force: true });
    for (const value of [...Object.values(VISITOR), VISITOR.email.split('@')[0]!, VISITOR.name.split(' ')[0]!, 'Marmalade', SEARCHED, RESUME_NAME, 'Quokka']) {
      assert.ok(!log.includes(value), `the log holds "${value}"`);
    }
    const lines = log.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const failures = lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('request failed: '));
    const databaseFailure = failures.find((line) => (line.err as { code?: string }).code === '22001');
    assert.ok(databaseFailure, `the database error is logged with its code: ${failures.map((line) => line.msg).join(' | ')}`);
    assert.match(String(databaseFailure.msg), /^request failed: 22001 value too long/);
    assert.equal((databaseFailure.err as { table?: string }).table, undefined, 'a type error names no table, and no row');
    const diskFailure = failures.find((line) => JSON.stringify(line.err).includes('ENOSPC'));
    assert.ok(diskFailure, `the full disk is logged: ${failures.map((line) => line.msg).join(' | ')}`);
    for (const line of [databaseFailure, diskFailure]) {
      assert.match(String(line.reqId), /\S/, 'with the request id');
      assert.match(String(line.time), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'at an ISO time');
    }
  },
);
