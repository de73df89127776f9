import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { availableDatabaseKinds, createTestDatabase, type DatabaseKind } from '../helpers/databases.ts';
import { contactEnquiry, listAll, postJson } from './support/api.ts';
import { removeDataDir, signIn, startServer, temporaryDataDir } from './support/server-process.ts';

const SUBMISSIONS = 500;
const ports: Record<DatabaseKind, number> = { embedded: 4010, postgres: 4011 };

// An acknowledged write must survive the process being killed without warning (docs/product.md#quality-bars).
for (const kind of await availableDatabaseKinds()) {
  test(`${SUBMISSIONS} acknowledged contact submissions survive kill -9 (${kind})`, async () => {
    const database = kind === 'postgres' ? await createTestDatabase('postgres') : null;
    const dataDir = temporaryDataDir();
    const env: Record<string, string> = { SUBMISSION_LIMIT: '100000' };
    if (database?.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    let server = await startServer({ port: ports[kind], dataDir, env });
    try {
      const runId = randomBytes(4).toString('hex');
      const answers = await Promise.all(
        Array.from({ length: SUBMISSIONS }, (_, index) =>
          postJson(`${server.url}/api/contacts`, contactEnquiry(index, runId)).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
      // The moment the last acknowledgement arrived: no shutdown, no flush.
      await server.crash();
      assert.deepEqual(
        answers.filter((status) => status < 200 || status > 299),
        [],
        'every submission was acknowledged',
      );

      server = await startServer({ port: ports[kind], dataDir, env });
      const token = await signIn(server.url);
      const stored = await listAll<{ message: string }>(`${server.url}/api/contacts`, token);
      const messages = new Set(stored.map((submission) => submission.message));
      const missing = Array.from({ length: SUBMISSIONS }, (_, index) => contactEnquiry(index, runId).message).filter(
        (message) => !messages.has(message),
      );
      assert.deepEqual(missing, [], 'every acknowledged submission is still there after the crash');
    } finally {
      await server.stop();
      await database?.dispose();
      removeDataDir(dataDir);
    }
  });
}
