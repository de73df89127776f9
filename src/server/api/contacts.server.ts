import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactCollection, validateContactInput, type ContactSubmission } from '../../domain/contact.ts';
import { messages } from '../../domain/messages.ts';
import { audited } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import { contactSubmissions } from '../db/schema.server.ts';
import { notFound } from '../http/errors.server.ts';
import { contactNotification, storeAndAnnounce } from '../mail/notifications.server.ts';
import { UNREAD_CONTACTS } from './dashboard.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { receivePublicSubmission, visitorTimestamp } from './public-submission.server.ts';
import { countAddedRow, rowCounts } from './row-counts.server.ts';
import { idParam } from './records.server.ts';
import { accessTo } from './collection-access.server.ts';
import { registerSubmissionRoutes } from './submission-routes.server.ts';

const invalidReadFlag = { error: messages.api.invalidReadFlag };
/** PATCH /api/contacts/{id}: `{read: true|false}`. */
const readFlag = z.object({ read: z.boolean(invalidReadFlag) }, invalidReadFlag);

type ContactRow = typeof contactSubmissions.$inferSelect;


export function toContactSubmission(row: ContactRow): ContactSubmission {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    timestamp: row.submittedAt || row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

const CSV_HEADER = ['Received', 'Sent', 'Name', 'Email', 'Phone', 'Message', 'Read'] as const;
const csvCells = (row: ContactRow) => {
  const contact = toContactSubmission(row);
  return [contact.createdAt, contact.timestamp, contact.name, contact.email, contact.phone, contact.message, contact.readAt ?? ''];
};

/**
 * Stores a public enquiry and sends its notification; a bot (honeypot filled) gets the same
 * answer and nothing is kept. Throws the HttpError of a refused submission (400, 429).
 * Shared by POST /api/contacts and the enquiry form's plain post (src/server/http/form-posts.server.ts).
 */
export async function submitContact(context: AppContext, request: FastifyRequest, body: unknown): Promise<ContactSubmission> {
  const { input, isBot } = await receivePublicSubmission(context, request, body, validateContactInput);
  const now = new Date();
  const values = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    submittedAt: visitorTimestamp(input.timestamp, now),
  };
  // Answered exactly like a stored submission, so the bot learns nothing.
  if (isBot) return toContactSubmission({ ...values, id: randomUUID(), createdAt: now, readAt: null });
  const notice = contactNotification(context, { ...values, timestamp: values.submittedAt });
  const submission = toContactSubmission(await storeAndAnnounce(context, contactSubmissions, values, notice));
  countAddedRow(context.db, contactSubmissions, [UNREAD_CONTACTS]);
  return submission;
}

export function registerContactRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  const { context } = dependencies;
  const { db } = context;

  app.post('/api/contacts', accessTo(contactCollection, 'create'), async (request, reply) =>
    reply.code(201).send(await submitContact(context, request, request.body)),
  );

  // Marks a submission read or unread; the first reading time is kept.
  app.withTypeProvider<ZodTypeProvider>().patch('/api/contacts/:id', { ...accessTo(contactCollection, 'update'), schema: { body: readFlag } }, async (request) => {
    const id = idParam(request);
    const { read } = request.body;
    const [row] = await audited(
      context,
      request.account,
      (tx) =>
        tx
          .update(contactSubmissions)
          .set({ readAt: read ? sql`coalesce(${contactSubmissions.readAt}, now())` : null })
          .where(eq(contactSubmissions.id, id))
          .returning(),
      ([updated]) => (updated ? { action: read ? 'mark-read' : 'mark-unread', entity: 'contact', entityId: id, fields: ['readAt'] } : null),
    );
    rowCounts(db, contactSubmissions).invalidate();
    if (!row) throw notFound();
    return toContactSubmission(row);
  });

  registerSubmissionRoutes(app, dependencies, {
    definition: contactCollection,
    table: contactSubmissions,
    toEntity: toContactSubmission,
    csv: { name: 'contacts', header: CSV_HEADER, cells: csvCells },
  });
}
