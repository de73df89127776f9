import { count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { operatorProblems } from '../alerts/operator-alerts.server.ts';
import { requireSignIn } from '../auth/auth-plugin.server.ts';
import { advertisements, clients, contactSubmissions, internshipInquiries, staffMembers } from '../db/schema.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { ALL_ROWS, rowCounts } from './row-counts.server.ts';
import { signedInOnly } from '../http/route-access.server.ts';
import { backupHealth } from '../backup/backup-routes.server.ts';
import { DEFAULT_STAFF_STATUS } from '../../domain/staff.ts';
import type { DashboardAnswer } from '../../domain/dashboard.ts';
import { countFailedReplies } from './inbox-thread.server.ts';

/** The key of the unread submissions' count; a new enquiry is one of them. */
export const UNREAD_CONTACTS = 'unread';
/** The keys of the inbox's waiting work: enquiries nobody answered, applications not decided. */
export const NEW_CONTACTS = 'status=New';
export const PENDING_INQUIRIES = 'status=Pending';

/**
 * The dashboard: the product's counts ("new" contact submissions are the unread ones), the staff still
 * working, the backups' health, and the work waiting (`attention`).
 */
export function registerDashboardRoute(app: FastifyInstance, { context }: ApiDependencies): void {
  const { db } = context;
  // Each count is kept with its own table's counts, so a write recounts only what it changed.
  const kept = (table: PgTable, key: string, query: () => Promise<{ value: number }[]>) =>
    rowCounts(db, table).get(key, async () => (await query())[0]?.value ?? 0);
  const total = (table: PgTable) => kept(table, ALL_ROWS, () => db.select({ value: count() }).from(table));
  app.get('/api/dashboard', signedInOnly, async (): Promise<DashboardAnswer> => {
    const [staff, currentStaff, clientCount, newContacts, inquiries, advertisementCount, backups, enquiries, applications, failedReplies, problems] = await Promise.all([
      total(staffMembers),
      kept(staffMembers, 'status=Currently Working', () =>
        db.select({ value: count() }).from(staffMembers).where(eq(staffMembers.status, DEFAULT_STAFF_STATUS)),
      ),
      total(clients),
      kept(contactSubmissions, UNREAD_CONTACTS, () =>
        db.select({ value: count() }).from(contactSubmissions).where(isNull(contactSubmissions.readAt)),
      ),
      total(internshipInquiries),
      total(advertisements),
      backupHealth(context),
      kept(contactSubmissions, NEW_CONTACTS, () => db.select({ value: count() }).from(contactSubmissions).where(eq(contactSubmissions.status, 'New'))),
      kept(internshipInquiries, PENDING_INQUIRIES, () =>
        db.select({ value: count() }).from(internshipInquiries).where(eq(internshipInquiries.status, 'Pending')),
      ),
      countFailedReplies(db),
      operatorProblems(context),
    ]);
    return { staff, currentStaff, clients: clientCount, newContacts, inquiries, advertisements: advertisementCount, backups, attention: { enquiries, applications, failedReplies }, problems };
  });
}
