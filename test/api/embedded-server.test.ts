import assert from 'node:assert/strict';
import { test } from 'node:test';
import postgres from 'postgres';
import { createTestDatabase } from '../helpers/databases.ts';

test('the embedded server keeps fsync and synchronous commits on, listens on the loopback only and wants its password', async () => {
  const database = await createTestDatabase('embedded');
  const url = new URL(database.databaseUrl);
  const sql = postgres(database.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const show = async (name: string) => (await sql.unsafe(`SHOW ${name}`))[0]![name];
    assert.deepEqual(
      [await show('fsync'), await show('synchronous_commit'), await show('full_page_writes'), await show('listen_addresses'), await show('unix_socket_directories')],
      ['on', 'on', 'on', '127.0.0.1', ''],
    );
    assert.equal(url.hostname, '127.0.0.1');
    const withoutPassword = postgres({ host: url.hostname, port: Number(url.port), username: url.username, database: 'postgres', max: 1, connect_timeout: 5 });
    await assert.rejects(withoutPassword`select 1`, /password/);
    await withoutPassword.end({ timeout: 1 });
  } finally {
    await sql.end({ timeout: 5 });
    await database.dispose();
  }
});
