import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChunkLoadError, loadChunk } from '../../src/admin/ui/lazy-chunk.ts';

const never = () => new Promise<never>(() => {});

test('a chunk that loads is passed through', async () => {
  const module = { default: 'screen' };
  assert.equal(await loadChunk('staff', async () => module, 1000), module);
});

test('a chunk that fails to load reads "Loading chunk {id} failed"', async () => {
  await assert.rejects(
    loadChunk('staff', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 1000),
    (error: unknown) => error instanceof ChunkLoadError && error.message === 'Loading chunk staff failed',
  );
});

test('a chunk that takes longer than the time-out fails with the same message', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const loading = loadChunk('clients', never);
  t.mock.timers.tick(119_999);
  const settled = await Promise.race([loading.then(() => 'loaded', () => 'failed'), Promise.resolve('pending')]);
  assert.equal(settled, 'pending', 'still waiting just before 120 s');
  t.mock.timers.tick(1);
  await assert.rejects(loading, { message: 'Loading chunk clients failed' });
});
