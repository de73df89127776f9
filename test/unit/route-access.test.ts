import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { enforceRouteAccess, openToAll, signedInOnly } from '../../src/server/http/route-access.server.ts';

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
