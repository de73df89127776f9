import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import type { AccountUser } from '../../src/domain/account.ts';
import { enforceRouteAccess, openToAll, ownersOnly, signedInOnly } from '../../src/server/http/route-access.server.ts';

test('an /api route that does not declare who may call it stops the server from starting', async () => {
  const app = Fastify();
  app.decorateRequest('account', null);
  enforceRouteAccess(app);
  app.get('/api/declared', openToAll, async () => ({ ok: true }));
  assert.throws(() => app.get('/api/forgotten', async () => ({ ok: true })), /must declare config\.access/);
  await app.close();
});

test('a signed-in route answers 401 before its handler runs, whatever the handler does', async () => {
  const app = Fastify();
  app.decorateRequest('account', null);
  enforceRouteAccess(app);
  let ran = false;
  app.delete('/api/things/:id', signedInOnly, async () => {
    ran = true;
    return { deleted: true };
  });
  const response = await app.inject({ method: 'DELETE', url: '/api/things/1' });
  assert.equal(response.statusCode, 401);
  assert.equal(ran, false);
  assert.deepEqual(app.apiRoutes, [{ method: 'DELETE', url: '/api/things/:id', access: 'signed-in' }]);
  await app.close();
});

test('an owner-only route answers 401 without a session and 403 owners_only to an editor, before its handler runs', async () => {
  const app = Fastify();
  app.decorateRequest('account', null);
  // What the auth plugin does: the account of the request's session, here named by a header.
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    if (role === 'owner' || role === 'editor') request.account = { id: '1', email: `${role}@example.com`, role } satisfies AccountUser;
  });
  enforceRouteAccess(app);
  let ran = 0;
  app.delete('/api/backups/:id', ownersOnly, async () => {
    ran += 1;
    return { deleted: true };
  });
  const anonymous = await app.inject({ method: 'DELETE', url: '/api/backups/1' });
  assert.equal(anonymous.statusCode, 401);
  const editor = await app.inject({ method: 'DELETE', url: '/api/backups/1', headers: { 'x-role': 'editor' } });
  assert.equal(editor.statusCode, 403);
  assert.equal(ran, 0);
  const owner = await app.inject({ method: 'DELETE', url: '/api/backups/1', headers: { 'x-role': 'owner' } });
  assert.deepEqual([owner.statusCode, ran], [200, 1]);
  assert.deepEqual(app.apiRoutes, [{ method: 'DELETE', url: '/api/backups/:id', access: 'owner' }]);
  await app.close();
});
