import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../domain/messages.ts';
import { validateStaffInput, type StaffInput, type StaffMember, type StaffStatus } from '../../domain/staff.ts';
import { audited, changedFields } from '../audit/audit-trail.server.ts';
import type { Database } from '../db/client.server.ts';
import { isUniqueViolation } from '../db/errors.server.ts';
import { searchExpressions, staffMembers } from '../db/schema.server.ts';
import { releaseMedia } from '../files/media-fields.server.ts';
import { createStaffQrCode } from '../files/qr-codes.server.ts';
import { conflict, notFound, valueOrBadRequest } from '../http/errors.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { turnToFocusedRow } from './focused-page.server.ts';
import { listRows, parseListPage } from './list-query.server.ts';
import { mediaOf, replacedMedia, resolveMediaInput, writeOrRelease, type MediaSpec } from './media-input.server.ts';
import { registerOrderRoute } from './ordering.server.ts';
import { rowCounts } from './row-counts.server.ts';
import { displayOrder, findRow, idParam, nextPosition, withDataUrls, withoutTimestamps } from './records.server.ts';
import { openToAll, signedInOnly } from '../http/route-access.server.ts';

type StaffRow = typeof staffMembers.$inferSelect;
type StaffMediaField = 'profilePicture' | 'video';

const staffMedia: readonly MediaSpec<StaffMediaField>[] = [
  { field: 'profilePicture', kind: 'image' },
  { field: 'video', kind: 'video' },
];
/** Every file a member references; the QR code is made by the server. */
const staffFiles = ['profilePicture', 'video', 'qrCode'] as const;

const toStaffMember = (row: StaffRow): StaffMember => withoutTimestamps(row);

/** The form checks uniqueness among loaded staff; the server checks the table (and its unique index). */
async function assertUniqueEmployeeId(db: Database, employeeId: string, exceptId?: string): Promise<void> {
  const sameId = eq(staffMembers.employeeId, employeeId);
  const [taken] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(exceptId ? and(sameId, ne(staffMembers.id, exceptId)) : sameId)
    .limit(1);
  if (taken) throw conflict(messages.staff.duplicateEmployeeId);
}

/** Two saves racing past the check above still meet the unique index. */
async function uniqueEmployeeId<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.staff.duplicateEmployeeId);
    throw error;
  }
}

/** The columns a create or update writes; qrCode is always the server's, never the caller's. */
const staffColumns = (input: StaffInput, media: Record<StaffMediaField, string>, qrCode: string) => ({
  ...input,
  ...media,
  status: input.status as StaffStatus,
  qrCode,
});

export function registerTeamRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  const { context, cache, siteData } = dependencies;
  const { db } = context;

  // Anonymous visitors get the public cards of current staff (cached); signed-in callers every field.
  app.get('/api/team', openToAll, async (request, reply) => {
    if (!request.account) return siteData.listTeamCards();
    const page = await turnToFocusedRow(db, staffMembers, searchExpressions.staff, parseListPage(request.query), request.query, reply);
    const rows = await listRows(db, staffMembers, { orderBy: displayOrder(staffMembers), search: searchExpressions.staff }, page, reply);
    return rows.map(toStaffMember);
  });

  app.get('/api/team/public/:id', openToAll, async (request) => {
    const id = idParam(request, messages.staff.notFound);
    const detail = await siteData.getStaffDetail(id, { signedIn: request.account !== null });
    if (!detail) throw notFound(messages.staff.notFound);
    return detail;
  });

  registerOrderRoute(app, dependencies, '/api/team/order', staffMembers, 'staff');

  app.post('/api/team', { ...signedInOnly, ...withDataUrls }, async (request, reply) => {
    const input = valueOrBadRequest(validateStaffInput(request.body));
    await assertUniqueEmployeeId(db, input.employeeId);
    const media = await resolveMediaInput(context, staffMedia, request.body, input);
    const id = randomUUID();
    const qrCode = await createStaffQrCode(context, id);
    const [row] = await writeOrRelease(context, [...media.stored, qrCode], () =>
      audited(
        context,
        request.account,
        (tx) =>
          uniqueEmployeeId(
            tx
              .insert(staffMembers)
              .values({ ...staffColumns(input, media.values, qrCode), id, position: nextPosition(staffMembers) })
              .returning(),
          ),
        ([created]) => (created ? { action: 'create', entity: 'staff', entityId: id, fields: changedFields(null, toStaffMember(created)) } : null),
      ),
    );
    cache.invalidate();
    rowCounts(db, staffMembers).invalidate();
    return reply.code(201).send(toStaffMember(row!));
  });

  app.put('/api/team/:id', { ...signedInOnly, ...withDataUrls }, async (request) => {
    const id = idParam(request, messages.staff.notFound);
    const existing = await findRow(db, staffMembers, id);
    if (!existing) throw notFound(messages.staff.notFound);
    const input = valueOrBadRequest(validateStaffInput(request.body));
    await assertUniqueEmployeeId(db, input.employeeId, id);
    const media = await resolveMediaInput(context, staffMedia, request.body, input, existing);
    const qrCode = await createStaffQrCode(context, id);
    const freshQrCode = qrCode === existing.qrCode ? '' : qrCode;
    const [row] = await writeOrRelease(context, [...media.stored, freshQrCode], () =>
      audited(
        context,
        request.account,
        (tx) =>
          uniqueEmployeeId(
            tx
              .update(staffMembers)
              .set({ ...staffColumns(input, media.values, qrCode), updatedAt: new Date() })
              .where(eq(staffMembers.id, id))
              .returning(),
          ),
        ([updated]) =>
          updated ? { action: 'update', entity: 'staff', entityId: id, fields: changedFields(toStaffMember(existing), toStaffMember(updated)) } : null,
      ),
    );
    if (!row) {
      // Deleted by someone else meanwhile.
      await releaseMedia(context, [...media.stored, freshQrCode].filter(Boolean));
      throw notFound(messages.staff.notFound);
    }
    await releaseMedia(context, replacedMedia(existing, row, staffFiles));
    cache.invalidate();
    rowCounts(db, staffMembers).invalidate();
    return toStaffMember(row);
  });

  app.delete('/api/team/:id', signedInOnly, async (request) => {
    const id = idParam(request, messages.staff.notFound);
    const [row] = await audited(context, request.account, (tx) => tx.delete(staffMembers).where(eq(staffMembers.id, id)).returning(), ([removed]) =>
      removed ? { action: 'delete', entity: 'staff', entityId: id } : null,
    );
    if (!row) throw notFound(messages.staff.notFound);
    await releaseMedia(context, mediaOf(row, staffFiles));
    cache.invalidate();
    rowCounts(db, staffMembers).invalidate();
    return { message: messages.staff.deleted };
  });
}
