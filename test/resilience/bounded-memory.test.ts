import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { routes } from '../../src/domain/routes.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { availablePort } from '../helpers/ports.ts';
import { removeDataDir, startServer, temporaryDataDir } from './support/server-process.ts';

const FLOOD = 20_000;
const CONCURRENCY = 16;
const GROWTH_CAP = 30 * 1024 * 1024;
// Warm-up rounds end when two in a row grow the memory by less than this.
const STEADY = 3 * 1024 * 1024;
const WARM_UP_ROUNDS = 12;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const randomText = () => randomBytes(12).toString('hex');

/**
 * What an anonymous caller can vary (a search, an id, a page's query string), each kind in turn;
 * `vary` false sends the same three requests over and over.
 */
function requests(vary: boolean): () => string {
  const kinds = [
    (text: string) => `/api/clients?limit=1&q=${text}`,
    () => `/api/team/public/${vary ? randomUUID() : '0b6f1a3e-5c1d-4e8a-9f2b-7d3c4e5f6a7b'}`,
    (text: string) => `${routes.about}?ref=${text}`,
  ];
  let next = 0;
  return () => kinds[next++ % kinds.length]!(vary ? randomText() : 'same');
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

// The server runs on an external PostgreSQL database: the embedded database's WebAssembly heap
// lives in the same process and would blur what Node itself keeps.
test('20 000 random searches, 20 000 random ids and 20 000 random page queries leave the server\'s memory where it was', { skip: !(await isPostgresAvailable()) && 'PostgreSQL is not running', timeout: 600_000 }, async () => {
  ensureBuiltSite();
  const database = await createTestDatabase('postgres');
  const dataDir = temporaryDataDir();
  const server = await startServer({ port: await availablePort(4050), dataDir, env: { DATABASE_URL: database.databaseUrl! } });
  try {
    // The same load with values that never change first, until the memory stops growing: V8's
    // heap grows to what a load needs and stays there, and that is not what is measured here.
    // What random values add on top of it is.
    let baseline = server.rss();
    for (let round = 1, steadyRounds = 0; round <= WARM_UP_ROUNDS && steadyRounds < 2; round += 1) {
      await flood(server.url, FLOOD / 4, requests(false));
      const grown = server.rss() - baseline;
      baseline += grown;
      steadyRounds = grown < STEADY && round > 2 ? steadyRounds + 1 : 0;
    }
    let peak = baseline;
    await flood(server.url, 3 * FLOOD, requests(true), () => {
      peak = Math.max(peak, server.rss());
    });

    // Transient garbage may take a moment to go; kept entries never would.
    let settled = server.rss();
    for (let waited = 0; settled - baseline >= GROWTH_CAP && waited < 30_000; waited += 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      settled = server.rss();
    }
    console.log(`RSS: baseline ${MB(baseline)}, peak ${MB(peak)}, after the flood ${MB(settled)}`);
    assert.ok(settled - baseline < GROWTH_CAP, `RSS grew from ${MB(baseline)} to ${MB(settled)} (peak ${MB(peak)})`);
  } finally {
    await server.stop();
    await database.dispose();
    removeDataDir(dataDir);
  }
});
