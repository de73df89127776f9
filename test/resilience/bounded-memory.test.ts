import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { routes } from '../../src/domain/routes.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { availablePort } from '../helpers/ports.ts';
import { collectGarbage } from './support/inspector.ts';
import { removeDataDir, startServer, temporaryDataDir } from './support/server-process.ts';

const FLOOD = 20_000;
const CONCURRENCY = 16;
const GROWTH_CAP = 30 * 1024 * 1024;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const randomText = () => randomBytes(12).toString('hex');

/** What an anonymous caller can vary (a search, an id, a page's query string), each kind in turn. */
function randomRequests(): () => string {
  const kinds = [
    () => `/api/clients?limit=1&q=${randomText()}`,
    () => `/api/team/public/${randomUUID()}`,
    () => `${routes.about}?ref=${randomText()}`,
  ];
  let next = 0;
  return () => kinds[next++ % kinds.length]!();
}

async function flood(baseUrl: string, count: number, nextPath: () => string, sample: () => void = () => {}): Promise<void> {
  let sent = 0;
  const worker = async () => {
    while (sent < count) {
      sent += 1;
      const response = await fetch(baseUrl + nextPath());
      await response.arrayBuffer();
      assert.ok(response.status < 500, `status ${response.status}`);
      if (sent % 500 === 0) sample();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

// The server runs on an external PostgreSQL database, so the process measured holds only what
// Node itself keeps. V8 collects garbage when it likes, so RSS under load says little; after a full collection,
// what is left is what the server keeps.
test('20 000 random searches, 20 000 random ids and 20 000 random page queries leave the server\'s memory where it was', { skip: !(await isPostgresAvailable()) && 'PostgreSQL is not running', timeout: 600_000 }, async () => {
  ensureBuiltSite();
  const database = await createTestDatabase('postgres');
  const dataDir = temporaryDataDir();
  const inspectorPort = await availablePort(4051);
  const server = await startServer({
    port: await availablePort(4050),
    dataDir,
    env: { DATABASE_URL: database.databaseUrl!, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}` },
  });
  const keptMemory = async () => {
    await collectGarbage(inspectorPort);
    return server.rss();
  };
  try {
    // Every code path once, every pool filled.
    await flood(server.url, 1500, randomRequests());
    const baseline = await keptMemory();
    let peak = baseline;
    await flood(server.url, 3 * FLOOD, randomRequests(), () => {
      peak = Math.max(peak, server.rss());
    });
    const after = await keptMemory();
    console.log(`RSS: ${MB(baseline)} before the flood, ${MB(peak)} at its peak, ${MB(after)} after it (both after a full garbage collection)`);
    assert.ok(after - baseline < GROWTH_CAP, `the server kept ${MB(after - baseline)} (RSS ${MB(baseline)} before, ${MB(after)} after; peak ${MB(peak)})`);
  } finally {
    await server.stop();
    await database.dispose();
    removeDataDir(dataDir);
  }
});
