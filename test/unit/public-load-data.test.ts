import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SiteData } from '../../src/domain/site-data.ts';
import { loadAdvertisements, loadClients, loadTeamCards } from '../../src/site/lib/load-data.ts';

// docs/product.md#messages: how the public pages react when the content store fails.
const failing: SiteData = {
  listTeamCards: () => Promise.reject(new Error('database down')),
  listClients: () => Promise.reject(new Error('database down')),
  listAdvertisements: () => Promise.reject(new Error('database down')),
  getStaffDetail: () => Promise.reject(new Error('database down')),
};
const empty: SiteData = {
  listTeamCards: async () => [],
  listClients: async () => [],
  listAdvertisements: async () => [],
  getStaffDetail: async () => null,
};

test('a team or advertisements failure becomes an empty list, a clients failure an error state', async (t) => {
  t.mock.method(console, 'error', () => {});
  assert.deepEqual(await loadTeamCards(failing), []);
  assert.deepEqual(await loadAdvertisements(failing), []);
  assert.deepEqual(await loadClients(failing), { ok: false });
  assert.equal((console.error as unknown as { mock: { callCount(): number } }).mock.callCount(), 3);
});

test('an empty client list is a success with no clients, not the error state', async () => {
  assert.deepEqual(await loadClients(empty), { ok: true, clients: [] });
});
