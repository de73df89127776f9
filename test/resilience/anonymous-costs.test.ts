/**
 * What an anonymous caller can vary costs the running server no more than a visitor reading a
 * kept page: Astro's image endpoint (each width a new re-encode, had it stayed open) and a
 * made-up session cookie (a full render and a session lookup, had it bypassed the page cache).
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
import { processTreeCpuMs } from './support/process-cpu.ts';
import { removeDataDir, startServer, temporaryDataDir, type ServerProcess } from './support/server-process.ts';

const REQUESTS = 200;
const CONCURRENCY = 4;

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

  /** The server's CPU time per request, in ms, over REQUESTS requests made by `request(i)`. */
  async function cpuPerRequest(request: (index: number) => Promise<Response>): Promise<number> {
    const before = processTreeCpuMs(server.child.pid!);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const response = await request(next++);
          await response.arrayBuffer();
        }
      }),
    );
    return (processTreeCpuMs(server.child.pid!) - before) / REQUESTS;
  }

  it('spends no more CPU on /_image variants or a made-up session cookie than on kept pages', async () => {
    const page = `${server.url}${routes.about}`;
    await (await fetch(page)).arrayBuffer();
    const statuses = new Set<number>();
    const costs = {
      kept: await cpuPerRequest(() => fetch(page)),
      image: await cpuPerRequest(async (index) => {
        const response = await fetch(`${server.url}/_image?href=/images/og-default.png&w=${1200 - index}&f=avif&q=100`);
        statuses.add(response.status);
        return response;
      }),
      junkSession: await cpuPerRequest(() => fetch(page, { headers: { cookie: 'sid=junk' } })),
    };
    // Measured again after the others, so a machine busier at the start does not flatter them.
    costs.kept = Math.max(costs.kept, await cpuPerRequest(() => fetch(page)));
    console.log(`CPU per request (ms): ${JSON.stringify(Object.fromEntries(Object.entries(costs).map(([name, ms]) => [name, ms.toFixed(2)])))}`);
    assert.deepEqual([...statuses], [404], 'the image endpoint is closed');
    // One clock tick of slack: /proc counts CPU in 10 ms steps.
    const allowed = costs.kept + 10 / REQUESTS;
    assert.ok(costs.image <= allowed, `/_image ${costs.image} ms against kept pages ${costs.kept} ms`);
    assert.ok(costs.junkSession <= allowed, `sid=junk ${costs.junkSession} ms against kept pages ${costs.kept} ms`);
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
