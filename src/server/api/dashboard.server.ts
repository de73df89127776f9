import { count, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSignIn } from '../auth/auth-plugin.server.ts';
import { advertisements, clients, contactSubmissions, internshipInquiries, staffMembers } from '../db/schema.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { rowCounts } from './row-counts.server.ts';

/** The counts of the dashboard tab; "new" contact submissions are the unread ones. */
export function registerDashboardRoute(app: FastifyInstance, { context }: ApiDependencies): void {
  const { db } = context;
  app.get('/api/dashboard', { onRequest: requireSignIn }, async () => rowCounts(db).get('dashboard', async () => {
    const total = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
    const [staff, clientCount, newContacts, inquiries, advertisementCount] = await Promise.all([
      total(db.select({ value: count() }).from(staffMembers)),
      total(db.select({ value: count() }).from(clients)),
      total(db.select({ value: count() }).from(contactSubmissions).where(isNull(contactSubmissions.readAt))),
      total(db.select({ value: count() }).from(internshipInquiries)),
      total(db.select({ value: count() }).from(advertisements)),
    ]);
    return { staff, clients: clientCount, newContacts, inquiries, advertisements: advertisementCount };
  }));
}
