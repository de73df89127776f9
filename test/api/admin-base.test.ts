import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveAdminBase } from '../../src/server/admin-base.server.ts';
import { createTestDatabase } from '../helpers/databases.ts';

describe('the hidden admin path', () => {
  it('is generated once and kept; ADMIN_BASE replaces it and is kept too, when the variable is later left out', async () => {
    const database = await createTestDatabase('postgres');
    const { db } = database.handle;
    try {
      const generated = await resolveAdminBase(db, undefined);
      assert.match(generated, /^\/console-[a-f0-9]{32}$/);
      assert.equal(await resolveAdminBase(db, undefined), generated, 'the same on the next start');

      assert.equal(await resolveAdminBase(db, '/console-chosen-by-the-office'), '/console-chosen-by-the-office');
      assert.equal(await resolveAdminBase(db, undefined), '/console-chosen-by-the-office', 'a start without the variable keeps the chosen path');
    } finally {
      await database.dispose();
    }
  });
});
