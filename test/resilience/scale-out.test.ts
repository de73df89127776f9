import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { messages } from '../../src/domain/messages.ts';
import { throttles } from '../../src/domain/limits.ts';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { startS3 } from '../helpers/s3.ts';
import { bearer, postJson } from './support/api.ts';
import { startRoundRobinProxy, UPSTREAM_HEADER } from './support/round-robin-proxy.ts';
import { ADMIN_ACCOUNT, removeDataDir, type ServerProcess, startServer, temporaryDataDir } from './support/server-process.ts';

const PORTS = { first: 4040, second: 4041, proxy: 4042, s3: 4043 };

// Two processes, one PostgreSQL database, one bucket, one load balancer (ARCHITECTURE.md#scale-out).
test('two server processes behind a round-robin proxy share sessions, uploads and login throttling', { skip: !(await isPostgresAvailable()) && 'PostgreSQL is not running' }, async () => {
  const database = await createTestDatabase('postgres');
  const s3 = await startS3(PORTS.s3);
  const dataDirs = [temporaryDataDir(), temporaryDataDir()];
  const env = { DATABASE_URL: database.databaseUrl!, ...s3.env };
  const servers: ServerProcess[] = [];
  try {
    // Started together: migrations and the admin bootstrap must not race.
    const started = await Promise.allSettled([
      startServer({ port: PORTS.first, dataDir: dataDirs[0], env }),
      startServer({ port: PORTS.second, dataDir: dataDirs[1], env }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const proxy = await startRoundRobinProxy(PORTS.proxy, servers.map((server) => server.url));
    try {
      // A session made through one process works through the other.
      const login = await postJson(`${proxy.url}/api/auth/login`, ADMIN_ACCOUNT);
      assert.equal(login.status, 200);
      const { token } = (await login.json()) as { token: string };
      const servedBy = new Set([login.headers.get(UPSTREAM_HEADER)]);
      for (let index = 0; index < 2; index += 1) {
        const me = await fetch(`${proxy.url}/api/auth/me`, { headers: bearer(token) });
        assert.equal(me.status, 200);
        servedBy.add(me.headers.get(UPSTREAM_HEADER));
      }
      assert.equal(servedBy.size, 2, 'both processes answered');

      // An upload through one is served by the other.
      const picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#1f6feb' } }).png().toBuffer();
      const form = new FormData();
      form.append('kind', 'image');
      form.append('file', new Blob([picture], { type: 'image/png' }), 'staff.png');
      const upload = await fetch(`${proxy.url}/api/uploads`, { method: 'POST', headers: bearer(token), body: form });
      assert.equal(upload.status, 201, await upload.clone().text());
      const uploadedBy = upload.headers.get(UPSTREAM_HEADER);
      const { url } = (await upload.json()) as { url: string };
      const media = await fetch(new URL(url, proxy.url));
      assert.notEqual(media.headers.get(UPSTREAM_HEADER), uploadedBy);
      assert.equal(media.status, 200);
      // The server strips metadata by re-encoding, so the pixels are what must match.
      const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
      assert.deepEqual(await pixels(Buffer.from(await media.arrayBuffer())), await pixels(picture));

      // Failed logins count across both processes: the account is held after its limit.
      const wrong = { email: ADMIN_ACCOUNT.email, password: 'Wr0ng!Password' };
      const answers: number[] = [];
      for (let attempt = 0; attempt <= throttles.loginPerAccount; attempt += 1) {
        const response = await postJson(`${proxy.url}/api/auth/login`, wrong);
        answers.push(response.status);
        if (response.status === 401) assert.equal(((await response.json()) as { error: string }).error, messages.auth.invalidCredentials);
      }
      assert.deepEqual(answers, [...Array(throttles.loginPerAccount).fill(401), 429]);
    } finally {
      await proxy.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await s3.close();
    await database.dispose();
    dataDirs.forEach(removeDataDir);
  }
});
