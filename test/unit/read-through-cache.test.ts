import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReadThroughCache } from '../../src/server/read-through-cache.server.ts';

/** A loader that answers 1, 2, 3, ... and counts its calls. */
function counter() {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return calls;
  };
  return { load, calls: () => calls };
}

test('an aged value answers at once while it is read again, when asked to refresh in the background', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
  const cache = new ReadThroughCache(1000, { refreshAgedInBackground: true });
  const { load, calls } = counter();
  assert.equal(await cache.get('k', load), 1);
  t.mock.timers.tick(1500);
  assert.equal(await cache.get('k', load), 1, 'the aged value, without waiting');
  assert.equal(calls(), 2, 'and a read has started');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(await cache.get('k', load), 2, 'the fresh value next time');
});

test('a value a write cleared is read again before anyone gets it', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
  const cache = new ReadThroughCache(1000, { refreshAgedInBackground: true });
  const { load } = counter();
  assert.equal(await cache.get('k', load), 1);
  cache.invalidate();
  assert.equal(await cache.get('k', load), 2);
});

test('by default an aged value waits for the new read', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
  const cache = new ReadThroughCache(1000);
  const { load } = counter();
  assert.equal(await cache.get('k', load), 1);
  t.mock.timers.tick(1500);
  assert.equal(await cache.get('k', load), 2);
});
