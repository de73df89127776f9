/**
 * What an anonymous caller can vary costs the running server no more than a visitor reading a
 * kept page: Astro's image endpoint is closed (each width would be a new re-encode) and a made-up
 * session cookie gets the kept page (it would be a full render had it bypassed the page cache).
 * Both are asserted by what the caller sees, not by timing, which on a shared machine is noise.
 * And what the server stores in DATA_DIR is readable by its own account only.
 */
import assert from 'node:assert/strict';
import { statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { routes } from '../../src/domain/routes.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { pdfBytes, uploadForm } from '../helpers/files.ts';
import { availablePort } from '../helpers/ports.ts';
import { contactEnquiry } from './support/api.ts';
import { removeDataDir, startServer, temporaryDataDir, type ServerProcess } from './support/server-process.ts';

describe('what anonymous callers can vary, on a running server', () => {
  let server: ServerProcess;
  before(async () => {
    ensureBuiltSite();
    server = await startServer({ port: await availablePort(4090), dataDir: temporaryDataDir() });
  });
  after(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  it('closes the image endpoint: every variant answers 404, so none is ever re-encoded', async () => {
    const statuses = new Set<number>();
    for (const width of [1200, 1199, 640, 32]) {
      const response = await fetch(`${server.url}/_image?href=/images/og-default.png&w=${width}&f=avif&q=100`);
      await response.arrayBuffer();
      statuses.add(response.status);
    }
    assert.deepEqual([...statuses], [404]);
  });

  it('answers a made-up session cookie with the kept page, not a fresh render', async () => {
    const page = `${server.url}${routes.about}`;
    const kept = await fetch(page);
    await kept.arrayBuffer();
    const etag = kept.headers.get('etag');
    assert.ok(etag, 'an anonymous visitor gets the kept copy, named by its ETag');
    // Only a kept copy carries an ETag and answers 304: a page rendered for this request does neither.
    const junk = await fetch(page, { headers: { cookie: 'sid=junk', 'if-none-match': etag } });
    assert.equal(junk.status, 304);
    const junkBody = await fetch(page, { headers: { cookie: 'sid=junk' } });
    assert.equal(junkBody.headers.get('etag'), etag);
    assert.equal(await junkBody.text(), await (await fetch(page)).text());
  });

  it('keeps DATA_DIR readable by the server\'s account only: uploads and outbox mails', async () => {
    const upload = uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes());
    const stored = await fetch(`${server.url}/api/uploads`, { method: 'POST', headers: upload.headers, body: new Uint8Array(upload.payload) });
    assert.equal(stored.status, 201, await stored.clone().text());
    const sent = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactEnquiry(1, 'modes')),
    });
    assert.equal(sent.status, 201);
    const outbox = path.join(server.dataDir, 'outbox');
    for (let waited = 0; waited < 15_000 && !readdirSync(server.dataDir).includes('outbox'); waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
    for (let waited = 0; waited < 15_000 && readdirSync(outbox).length === 0; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));

    const modeOf = (target: string) => statSync(target).mode & 0o777;
    // Running as root, others may pass through DATA_DIR to reach the database's folder, never list or read it.
    assert.equal(modeOf(server.dataDir) & 0o066, 0, `DATA_DIR is ${modeOf(server.dataDir).toString(8)}`);
    for (const folder of ['uploads', 'outbox']) {
      const full = path.join(server.dataDir, folder);
      assert.equal(modeOf(full) & 0o077, 0, `${folder} is ${modeOf(full).toString(8)}`);
      const files = readdirSync(full);
      assert.ok(files.length > 0, `something was written to ${folder}`);
      for (const file of files) assert.equal(modeOf(path.join(full, file)) & 0o077, 0, `${folder}/${file} is ${modeOf(path.join(full, file)).toString(8)}`);
    }
  });
});
