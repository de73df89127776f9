import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inquiryCollection, validateApplication, type ApplicationValues, type InternshipInquiry } from '../../domain/inquiry.ts';
import { decisionBody } from '../../domain/inbox.ts';
import { languageOf } from '../../domain/languages.ts';
import { programmeTitles } from '../../domain/programmes.ts';
import { messages } from '../../domain/messages.ts';
import { visitorCells, visitorLabels, visitorValues } from '../../domain/submission-fields.ts';
import { fromWire, refusalOnWire, toWire } from '../../domain/wire-names.ts';
import { audited } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import { isUniqueViolation } from '../db/errors.server.ts';
import { internshipInquiries } from '../db/schema.server.ts';
import { claimResume } from '../files/media-fields.server.ts';
import { badRequest, conflict, notFound, valueOrBadRequest } from '../http/errors.server.ts';
import { inquiryNotification, storeAndAnnounce } from '../mail/notifications.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { receivePublicSubmission } from './public-submission.server.ts';
import { storedOnce, submissionIdentity } from './submit-once.server.ts';
import { countAddedRow, rowCounts } from './row-counts.server.ts';
import { idParam } from './records.server.ts';
import { accessTo } from './collection-access.server.ts';
import { registerSubmissionRoutes } from './submission-routes.server.ts';

type InquiryRow = typeof internshipInquiries.$inferSelect;

// The decision time (updatedAt) serves retention only; the API shows when an application arrived.
// The programme is answered as `role`, its published name.
export const toInternshipInquiry = (row: Omit<InquiryRow, 'updatedAt' | 'submissionKey'>): InternshipInquiry =>
  toWire<InternshipInquiry>(inquiryCollection, {
    id: row.id,
    ...visitorValues<ApplicationValues>(inquiryCollection, row),
    resumeUrl: row.resumeUrl,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    page: row.page,
  });

const CSV_HEADER = ['Received', ...visitorLabels(inquiryCollection), 'Language', 'Status', 'Resume'];

/**
 * Stores a public application as 'Pending', claiming the resume it names, and sends its
 * notification, once however often the same application arrives with its form's key
 * (submit-once.server.ts; a repeat's own resume stays unclaimed); a bot (honeypot filled) gets
 * the same answer, nothing is kept and no resume is claimed. Throws the HttpError of a refused
 * application. Shared by POST /api/internship-inquiries and the application form's plain post
 * (src/server/http/form-posts.server.ts).
 */
export async function submitInquiry(context: AppContext, request: FastifyRequest, body: unknown): Promise<InternshipInquiry> {
  const offered = programmeTitles(context.content.latest().apply);
  // Sent with the programme as `role` (JSON and plain post alike), refused naming it so.
  const { input, isBot } = await receivePublicSubmission(context, request, body, (sent) =>
    refusalOnWire(inquiryCollection, validateApplication(fromWire(inquiryCollection, sent), offered)),
  );
  const values = { ...visitorValues<ApplicationValues>(inquiryCollection, input), language: input.language, status: 'Pending' as const };
  if (isBot) return toInternshipInquiry({ ...values, id: randomUUID(), resumeUrl: '', createdAt: new Date(), page: '' });
  const identity = submissionIdentity('inquiry', input.submissionKey, visitorCells(inquiryCollection, values));
  const { row, isNew } = await storedOnce(context.db, internshipInquiries, identity, async (submissionKey) => {
    const resumeUrl = valueOrBadRequest(await claimResume(context, input.resumeUrl));
    const inquiry = { ...values, resumeUrl, submissionKey };
    return storeAndAnnounce(context, internshipInquiries, inquiry, inquiryNotification(context, inquiry));
  }).catch((error: unknown) => {
    // Another application claimed the same resume between our check and this insert.
    throw isUniqueViolation(error) ? badRequest(messages.application.resumeNotFound, { code: 'resume_not_found', field: 'resumeUrl' }) : error;
  });
  if (isNew) countAddedRow(context.db, internshipInquiries);
  return toInternshipInquiry(row);
}

export function registerInquiryRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  const { context } = dependencies;
  const { db } = context;
  // Resumes are served to signed-in callers only; the export gives their full address.
  const absolute = (url: string) => (url ? `${context.env.publicUrl}${url}` : '');
  const csvCells = (row: InquiryRow) => [
    row.createdAt.toISOString(), ...visitorCells(inquiryCollection, row), languageOf(row.language).name, row.status, absolute(row.resumeUrl),
  ];

  app.post('/api/internship-inquiries', accessTo(inquiryCollection, 'create'), async (request, reply) =>
    reply.code(201).send(await submitInquiry(context, request, request.body)),
  );

  // Accept or reject: only a pending inquiry is decided, and only once (the condition is in the write).
  app.withTypeProvider<ZodTypeProvider>().put('/api/internship-inquiries/:id', { ...accessTo(inquiryCollection, 'update'), schema: { body: decisionBody } }, async (request) => {
    const id = idParam(request);
    const { status } = request.body;
    const [row] = await audited(
      context,
      request.account,
      (tx) =>
        tx
          .update(internshipInquiries)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(internshipInquiries.id, id), eq(internshipInquiries.status, 'Pending')))
          .returning(),
      ([decided]) => (decided ? { action: status === 'Accepted' ? 'accept' : 'reject', entity: 'inquiry', entityId: id, fields: ['status'] } : null),
    );
    rowCounts(db, internshipInquiries).invalidate();
    if (row) return toInternshipInquiry(row);
    const [exists] = await db.select({ id: internshipInquiries.id }).from(internshipInquiries).where(eq(internshipInquiries.id, id));
    throw exists ? conflict(messages.inquiry.notPending) : notFound();
  });

  registerSubmissionRoutes(app, dependencies, {
    definition: inquiryCollection,
    table: internshipInquiries,
    toEntity: toInternshipInquiry,
    csv: { name: 'internship-inquiries', header: CSV_HEADER, cells: csvCells },
    filesOf: (row) => (row.resumeUrl ? [row.resumeUrl] : []),
  });
}
