import { routes } from '../../domain/routes.ts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditAction } from '../../domain/audit.ts';
import { inquiryCollection, validateApplication, type ApplicationValues, type InquiryStatus, type InternshipInquiry } from '../../domain/inquiry.ts';
import { decisionBody, readChangeBody } from '../../domain/inbox.ts';
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
import { badRequest, conflict, valueOrBadRequest } from '../http/errors.server.ts';
import { inquiryNotification, storeAndAnnounce } from '../mail/notifications.server.ts';
import { decisionDraft, mailedRecord, replyDraft, visitorMail } from '../mail/visitor-mail.server.ts';
import { signedInAccount } from '../auth/auth-plugin.server.ts';
import { attemptVisitorMail, forgetFailedReplies, storeVisitorMail, type VisitorMailSent } from './inbox-thread.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { receivePublicSubmission, sentFromPage } from './public-submission.server.ts';
import { storedOnce, submissionIdentity } from './submit-once.server.ts';
import { countAddedRow } from './row-counts.server.ts';
import { PENDING_INQUIRIES } from './dashboard.server.ts';
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
    readAt: row.readAt ? row.readAt.toISOString() : null,
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
  if (isBot) return toInternshipInquiry({ ...values, id: randomUUID(), resumeUrl: '', createdAt: new Date(), page: '', readAt: null });
  const identity = submissionIdentity('inquiry', input.submissionKey, visitorCells(inquiryCollection, values));
  const { row, isNew } = await storedOnce(context.db, internshipInquiries, identity, async (submissionKey) => {
    const resumeUrl = valueOrBadRequest(await claimResume(context, input.resumeUrl));
    const inquiry = { ...values, resumeUrl, submissionKey, page: sentFromPage(request) };
    return storeAndAnnounce(context, internshipInquiries, inquiry, inquiryNotification(context, inquiry));
  }).catch((error: unknown) => {
    // Another application claimed the same resume between our check and this insert.
    throw isUniqueViolation(error) ? badRequest(messages.application.resumeNotFound, { code: 'resume_not_found', field: 'resumeUrl' }) : error;
  });
  if (isNew) {
    countAddedRow(context.db, internshipInquiries, [PENDING_INQUIRIES]);
    context.metrics.submitted('application');
    context.visitors.conversion('application', row.page, row.language, routes.internshipApply);
  }
  return toInternshipInquiry(row);
}

export function registerInquiryRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  const { context } = dependencies;
  // Resumes are served to signed-in callers only; the export gives their full address.
  const absolute = (url: string) => (url ? `${context.env.publicUrl}${url}` : '');
  const csvCells = (row: InquiryRow) => [
    row.createdAt.toISOString(), ...visitorCells(inquiryCollection, row), languageOf(row.language).name, row.status, absolute(row.resumeUrl),
  ];

  app.post('/api/internship-inquiries', accessTo(inquiryCollection, 'create'), async (request, reply) =>
    reply.code(201).send(await submitInquiry(context, request, request.body)),
  );

  const inbox = registerSubmissionRoutes(app, dependencies, {
    kind: 'inquiry',
    definition: inquiryCollection,
    table: internshipInquiries,
    toEntity: toInternshipInquiry,
    csv: { name: 'internship-inquiries', header: CSV_HEADER, cells: csvCells },
    mailed: mailedInquiry,
    drafts: (row, { replies }) => {
      const mailed = mailedInquiry(row);
      // Decided (from the list, say) and not told since: the reply box offers the news.
      const decision = row.status === 'Pending' ? null : row.status;
      const toldSince = replies.some((mail) => mail.status === 'sent' && Date.parse(mail.at) >= row.updatedAt.getTime());
      return {
        reply: decision && !toldSince ? decisionDraft(context, mailed, decision) : replyDraft(context, mailed),
        Accepted: decisionDraft(context, mailed, 'Accepted'),
        Rejected: decisionDraft(context, mailed, 'Rejected'),
      };
    },
  });

  // Read marks: an application is read when someone opens it.
  app.withTypeProvider<ZodTypeProvider>().patch('/api/internship-inquiries/:id', { ...accessTo(inquiryCollection, 'update'), schema: { body: readChangeBody } }, async (request) =>
    toInternshipInquiry(await inbox.markOneRead(request.account, idParam(request), request.body.read)),
  );

  // A decision, or a change of mind, at any time; never twice (two people deciding at once decide
  // once, and the applicant hears once). With `notify`, the applicant is told in their language.
  app.withTypeProvider<ZodTypeProvider>().put('/api/internship-inquiries/:id', { ...accessTo(inquiryCollection, 'update'), schema: { body: decisionBody } }, async (request) => {
    const id = idParam(request);
    const actor = signedInAccount(request);
    const { status, notify, message } = request.body;
    const row = await inbox.setOneStatus(actor, id, status, DECISION_ACTIONS[status]);
    if (!row) throw conflict(messages.inquiry.alreadyInStatus);
    if (!notify || status === 'Pending') return { ...toInternshipInquiry(row), notified: 'no' };
    await context.content.caughtUp();
    const text = message || decisionDraft(context, mailedInquiry(row), status);
    const sent: VisitorMailSent = { kind: 'decision', message: text, mail: visitorMail(context, mailedInquiry(row), text) };
    const error = await attemptVisitorMail(context, 'inquiry', id, sent.mail);
    await storeVisitorMail(context.db, actor, 'inquiry', id, sent, error);
    forgetFailedReplies(context.db);
    return { ...toInternshipInquiry(row), notified: error ? 'failed' : 'sent' };
  });
}

/** How the trail names a move to each status. */
const DECISION_ACTIONS = { Pending: 'reopen', Accepted: 'accept', Rejected: 'reject' } as const satisfies Record<InquiryStatus, AuditAction>;

/** An application as its mails need it: the programme is always named. */
const mailedInquiry = (row: InquiryRow) => ({ ...mailedRecord(row), programme: row.programme });
