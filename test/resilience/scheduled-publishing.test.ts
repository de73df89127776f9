import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentDocuments } from '../../src/domain/content/index.ts';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { bearer, postJson } from './support/api.ts';
import { ADMIN_ACCOUNT, removeDataDir, type ServerProcess, signIn, startServer, temporaryDataDir } from './support/server-process.ts';

const PORTS = { first: 3430, second: 3431 };
const home = contentDocuments.home.defaults;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two processes on one database, both knowing of the schedule (the second reads it as it starts):
// the draft is published once, at its time, and both show it (decision 257).
test('a content draft scheduled 5 s ahead is published once with two server processes running', { skip: !(await isPostgresAvailable()) && 'PostgreSQL is not running' }, async () => {
  const database = await createTestDatabase('postgres');
  const dataDirs = [temporaryDataDir(), temporaryDataDir()];
  const env = { DATABASE_URL: database.databaseUrl! };
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServer({ port: PORTS.first, dataDir: dataDirs[0], env }));
    servers.push(await startServer({ port: PORTS.second, dataDir: dataDirs[1], env }));
    const [first] = servers as [ServerProcess, ServerProcess];
    const token = await signIn(first.url, ADMIN_ACCOUNT);
    const signedIn = { ...bearer(token), 'content-type': 'application/json' };
    const read = async (server: ServerProcess, path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: bearer(token) });
      assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
      return response;
    };
    const revisions = async () => Number((await read(first, '/api/content/home/revisions')).headers.get('x-total-count'));

    const headline = `Scheduled across processes ${Date.now().toString(36)}`;
    const { version } = (await (await read(first, '/api/content/home')).json()) as { version: number };
    const saved = await fetch(`${first.url}/api/content/home`, { method: 'PUT', headers: signedIn, body: JSON.stringify({ version, draft: { ...home, hero: { ...home.hero, headline } } }) });
    assert.equal(saved.status, 200, await saved.text());
    const before = await revisions();
    // Each process keeps the home page for visitors before the publish.
    for (const server of servers) assert.ok(!(await (await fetch(`${server.url}/`)).text()).includes(headline));

    const at = new Date(Date.now() + 5_000);
    const scheduled = await postJson(`${first.url}/api/content/home/publish`, { at: at.toISOString() }, bearer(token));
    assert.equal(scheduled.status, 200, await scheduled.text());
    // The second process is started again: it reads the schedule at start-up and sets its own timer.
    await servers[1]!.stop();
    servers[1] = await startServer({ port: PORTS.second, dataDir: dataDirs[1], env });

    const deadline = at.getTime() + 15_000;
    let published = false;
    while (!published && Date.now() < deadline) {
      const state = (await (await read(first, '/api/content/home')).json()) as { scheduled: unknown; published: typeof home };
      published = state.scheduled === null && state.published.hero.headline === headline;
      if (!published) await sleep(200);
    }
    assert.ok(published, 'published within 15 s of its time');
    assert.ok(Date.now() >= at.getTime() - 50, 'not before its time');
    // Both timers have fired by now; a while later it is still one publish.
    await sleep(1_500);
    assert.equal(await revisions(), before + 1);
    const [newest] = (await (await read(first, '/api/content/home/revisions?limit=1')).json()) as { publishedBy: string }[];
    assert.equal(newest!.publishedBy, ADMIN_ACCOUNT.email);
    const schedules = (await (await read(servers[1]!, '/api/schedule')).json()) as unknown[];
    assert.deepEqual(schedules, []);
    // Both processes show it to visitors, the kept pages forgotten.
    for (const server of servers) assert.ok((await (await fetch(`${server.url}/`)).text()).includes(headline), `${server.url} shows the published headline`);
    for (const server of servers) assert.ok(!server.output().includes('scheduled publishing failed'), server.output());
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.dispose();
    dataDirs.forEach(removeDataDir);
  }
});
