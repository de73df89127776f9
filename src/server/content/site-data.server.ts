import { asc, eq } from 'drizzle-orm';
import type { SiteData } from '../../domain/site-data.ts';
import { DETAIL_FIELDS, PUBLIC_CARD_FIELDS, pick, type StaffDetail } from '../../domain/staff.ts';
import type { Database } from '../db/client.server.ts';
import { advertisements, clients, staffMembers } from '../db/schema.server.ts';
import type { ContentCache } from './cache.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The public content every page reads, through the shared cache. */
export function createSiteData(db: Database, cache: ContentCache): SiteData {
  return {
    listTeamCards: () =>
      cache.get('team', async () => {
        const rows = await db
          .select()
          .from(staffMembers)
          .where(eq(staffMembers.status, 'Currently Working'))
          .orderBy(asc(staffMembers.position), asc(staffMembers.createdAt));
        return rows.map((row) => pick(row, PUBLIC_CARD_FIELDS));
      }),
    listClients: () =>
      cache.get('clients', async () => {
        const rows = await db.select().from(clients).orderBy(asc(clients.position), asc(clients.createdAt));
        return rows.map(({ createdAt: _c, updatedAt: _u, ...client }) => client);
      }),
    listAdvertisements: () =>
      cache.get('advertisements', async () => {
        const rows = await db
          .select()
          .from(advertisements)
          .orderBy(asc(advertisements.position), asc(advertisements.createdAt));
        return rows.map(({ createdAt: _c, updatedAt: _u, ...ad }) => ad);
      }),
    getStaffDetail: async (id, { signedIn }) => {
      if (!isUuid(id)) return null;
      const row = await cache.get(`staff:${id}`, async () => {
        const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
        return member ?? null;
      });
      if (!row) return null;
      const detail: StaffDetail = pick(row, DETAIL_FIELDS);
      if (signedIn) detail.qrCode = row.qrCode;
      return detail;
    },
  };
}
