import { count, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { requireSignIn } from '../auth/auth-plugin.server.ts';
import { advertisements, clients, contactSubmissions, internshipInquiries, staffMembers } from '../db/schema.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { ALL_ROWS, rowCounts } from './row-counts.server.ts';
import { signedInOnly } from '../http/route-access.server.ts';
import { backupHealth } from '../backup/backup-routes.server.ts';

/** The key of the unread submissions' count; a new enquiry is one of them. */
export const UNREAD_CONTACTS = 'unread';

/** The counts of the dashboard tab; "new" contact submissions are the unread ones. */
export function registerDashboardRoute(app: FastifyInstance, { context }: ApiDependencies): void {
  const { db } = context;
  // Each count is kept with its own table's counts, so a write recounts only what it changed.
  const kept = (table: PgTable, key: string, query: () => Promise<{ value: number }[]>) =>
    rowCounts(db, table).get(key, async () => (await query())[0]?.value ?? 0);
  const total = (table: PgTable) => kept(table, ALL_ROWS, () => db.select({ value: count() }).from(table));
  app.get('/api/dashboard', signedInOnly, async () => {
    const [staff, clientCount, newContacts, inquiries, advertisementCount, backups] = await Promise.all([
      total(staffMembers),
      total(clients),
      kept(contactSubmissions, UNREAD_CONTACTS, () =>
        db.select({ value: count() }).from(contactSubmissions).where(isNull(contactSubmissions.readAt)),
      ),
      total(internshipInquiries),
      total(advertisements),
      backupHealth(context),
    ]);
    return { staff, clients: clientCount, newContacts, inquiries, advertisements: advertisementCount, backups };
  });
}
