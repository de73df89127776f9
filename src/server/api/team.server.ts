import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../domain/messages.ts';
import { staffCollection, type StaffInput } from '../../domain/staff.ts';
import { staffMembers } from '../db/schema.server.ts';
import { createStaffQrCode } from '../files/qr-codes.server.ts';
import { conflict, notFound } from '../http/errors.server.ts';
import { languageParam } from '../http/language-param.server.ts';
import { openToAll } from '../http/route-access.server.ts';
import { registerManagedCollection } from './collection-routes.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { idParam } from './records.server.ts';

/**
 * /api/team: the staff collection, whose server adds two things to its definition: an Employee
 * ID unique across the table, and a QR code linking to each member's public page.
 */
export function registerTeamRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  const { siteData } = dependencies;

  registerManagedCollection<StaffInput>(app, dependencies, {
    definition: staffCollection,
    table: staffMembers,
    // Anonymous visitors get the public cards of current staff; signed-in callers every field.
    publicList: (language) => siteData(language).listTeamCards(),
    keptPublicList: () => siteData.kept('team'),
    notFoundMessage: messages.staff.notFound,
    // The form checks uniqueness among loaded staff; the server checks the table, and two saves
    // racing past this check still meet the unique index (uniqueViolation).
    check: async (context, { input, existing }) => {
      const sameId = eq(staffMembers.employeeId, input.employeeId);
      const [taken] = await context.db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(existing ? and(sameId, ne(staffMembers.id, existing.id)) : sameId)
        .limit(1);
      if (taken) throw conflict(messages.staff.duplicateEmployeeId, { field: 'employeeId' });
    },
    uniqueViolation: { message: messages.staff.duplicateEmployeeId, field: 'employeeId' },
    // Always the server's, never the caller's.
    serverColumns: async (context, { id }) => {
      const qrCode = await createStaffQrCode(context, id);
      return { columns: { qrCode }, stored: [qrCode] };
    },
    serverFiles: ['qrCode'],
  });

  app.get('/api/team/public/:id', openToAll, async (request, reply) => {
    const language = languageParam(request, reply);
    const id = idParam(request, messages.staff.notFound);
    const detail = await siteData(language).getStaffDetail(id, { signedIn: request.account !== null });
    if (!detail) throw notFound(messages.staff.notFound);
    return detail;
  });
}
