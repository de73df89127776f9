import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReadThroughCache } from '../../src/server/read-through-cache.server.ts';
import { LruMap } from '../../src/server/lru-map.server.ts';

test('past its entry ceiling the least recently used entry leaves first', () => {
  const map = new LruMap<string, number>({ maxEntries: 2 });
  map.set('a', 1);
  map.set('b', 2);
  assert.equal(map.get('a'), 1, 'a is now the most recently used');
  map.set('c', 3);
  assert.equal(map.size, 2);
  assert.equal(map.peek('b'), undefined, 'b, the least recently used, went');
  assert.deepEqual([map.peek('a'), map.peek('c')], [1, 3]);
});

test('past its byte ceiling entries leave until the sum fits, and a grown entry counts again', () => {
  const map = new LruMap<string, { text: string }>({ maxEntries: 100, maxBytes: 10, sizeOf: (value) => value.text.length });
  map.set('a', { text: 'xxxx' });
  map.set('b', { text: 'yyyy' });
  assert.equal(map.bytes, 8);
  map.set('c', { text: 'zzzz' });
  assert.equal(map.peek('a'), undefined);
  assert.equal(map.bytes, 8);
  const grown = map.peek('b')!;
  grown.text = 'yyyyyyyy';
  map.resize('b');
  assert.equal(map.peek('b'), undefined, 'b grew past the ceiling with c and was the least recent');
  assert.equal(map.bytes, 4);
});

test('peek does not count as a use', () => {
  const map = new LruMap<string, number>({ maxEntries: 2 });
  map.set('a', 1);
  map.set('b', 2);
  map.peek('a');
  map.set('c', 3);
  assert.equal(map.peek('a'), undefined);
});

test('the content cache keeps no null, so unknown ids cost no memory', async () => {
  const cache = new ReadThroughCache(60_000, { maxEntries: 10 });
  let reads = 0;
  const missing = async () => {
    reads += 1;
    return null;
  };
  assert.equal(await cache.get('staff:unknown', missing), null);
  assert.equal(await cache.get('staff:unknown', missing), null);
  assert.equal(reads, 2, 'read again each time');
  assert.equal(cache.peek('staff:unknown'), undefined);
});

test('the content cache holds at most its ceiling of keys', async () => {
  const cache = new ReadThroughCache(60_000, { maxEntries: 3 });
  for (let index = 0; index < 10; index += 1) await cache.get(`k${index}`, async () => index);
  assert.equal(cache.peek('k0'), undefined);
  assert.equal(cache.peek('k6'), undefined);
  assert.deepEqual([7, 8, 9].map((index) => cache.peek(`k${index}`)?.value), [7, 8, 9]);
});
