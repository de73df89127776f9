import { routes } from '../../domain/routes.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactCollection, validateEnquiry, type ContactInput, type ContactSubmission, type EnquiryValues } from '../../domain/contact.ts';
import { isHoneypotFilled } from '../../domain/public-form.ts';
import { languageOf } from '../../domain/languages.ts';
import type { AuditAction } from '../../domain/audit.ts';
import { contactChangeBody, type EnquiryStatus } from '../../domain/inbox.ts';
import { visitorCells, visitorLabels, visitorValues } from '../../domain/submission-fields.ts';
import type { AppContext } from '../context.server.ts';
import { contactSubmissions } from '../db/schema.server.ts';
import { valueOrBadRequest } from '../http/errors.server.ts';
import { isBudgetKnownSpent, refuseOverBudget, submissionThrottleKey } from '../http/submission-limit.server.ts';
import { deliverSoon } from '../mail/mail-queue.server.ts';
import { contactNotification, storeAndAnnounce } from '../mail/notifications.server.ts';
import { mailedRecord, replyDraft } from '../mail/visitor-mail.server.ts';
import { NEW_CONTACTS, UNREAD_CONTACTS } from './dashboard.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { sentFromPage, visitorTimestamp } from './public-submission.server.ts';
import { submitInBatch } from './submission-batch.server.ts';
import { answerToHeldIdentity, submissionIdentity } from './submit-once.server.ts';
import { countAddedRow } from './row-counts.server.ts';
import { idParam } from './records.server.ts';
import { accessTo } from './collection-access.server.ts';
import { registerSubmissionRoutes } from './submission-routes.server.ts';

type ContactRow = typeof contactSubmissions.$inferSelect;

export function toContactSubmission(row: Omit<ContactRow, 'submissionKey'>): ContactSubmission {
  return {
    id: row.id,
    ...visitorValues<EnquiryValues>(contactCollection, row),
    language: row.language,
    timestamp: row.submittedAt || row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    status: row.status,
    page: row.page,
  };
}

const CSV_HEADER = ['Received', 'Sent', ...visitorLabels(contactCollection), 'Language', 'Read'];
const csvCells = (row: ContactRow) => {
  const contact = toContactSubmission(row);
  return [contact.createdAt, contact.timestamp, ...visitorCells(contactCollection, contact), languageOf(contact.language).name, contact.readAt ?? ''];
};

/**
 * Stores a public enquiry and sends its notification, once however often the same enquiry
 * arrives with its form's key (submit-once.server.ts); a bot (honeypot filled) gets the same
 * answer and nothing is kept. Every attempt counts against the caller's submission budget,
 * invalid ones too, and the budget is checked first: past it the answer is 429 whatever was sent.
 * The count, the row and its notification go in one batch with the enquiries arriving alongside
 * (submission-batch.server.ts). Throws the HttpError of a refused submission (400, 429).
 * Shared by POST /api/contacts and the enquiry form's plain post (src/server/http/form-posts.server.ts).
 */
export async function submitContact(context: AppContext, request: FastifyRequest, body: unknown): Promise<ContactSubmission> {
  const validated = validateEnquiry(body);
  const now = new Date();
  const throttleKey = submissionThrottleKey(request);
  const toStore = validated.ok && !isHoneypotFilled(validated.value) ? validated.value : null;
  // A caller past its budget is refused whatever it sends: its enquiry is only counted, and no
  // notification is composed for it (a flood from one address costs a count each).
  const enquiry = toStore && !isBudgetKnownSpent(context, throttleKey) ? enquiryToStore(context, toStore, now, sentFromPage(request)) : null;
  const outcome = await submitInBatch(context, contactSubmissions, { throttleKey, store: enquiry });
  refuseOverBudget(context, throttleKey, outcome);
  // Known spent, yet within budget (its counter was cleared meanwhile, which is rare): sent again,
  // to be stored. The batch counts every submission it is given, so this one is counted twice.
  if (toStore && !enquiry) return submitContact(context, request, body);
  const input = valueOrBadRequest(validated);
  // Answered exactly like a stored submission, so the bot learns nothing.
  if (!enquiry) return toContactSubmission({ ...enquiryValues(input, now), id: randomUUID(), createdAt: now, readAt: null, status: 'New', page: '' });
  const { row, isNew } = outcome.row
    ? { row: outcome.row, isNew: true }
    : await answerToHeldIdentity(
        context.db,
        contactSubmissions,
        enquiry.row.submissionKey!,
        (submissionKey) => storeAndAnnounce(context, contactSubmissions, { ...enquiry.row, submissionKey }, enquiry.notice),
        new Error('A batch skipped a submission whose identity no stored row holds'),
        true,
      );
  if (isNew) {
    countAddedRow(context.db, contactSubmissions, [UNREAD_CONTACTS, NEW_CONTACTS]);
    context.metrics.submitted('enquiry');
    context.visitors.conversion('enquiry', row.page, row.language, routes.contact);
  }
  if (outcome.row) deliverSoon(context);
  return toContactSubmission(row);
}

const enquiryValues = (input: ContactInput, now: Date) => ({
  ...visitorValues<EnquiryValues>(contactCollection, input),
  language: input.language,
  submittedAt: visitorTimestamp(input.timestamp, now),
});

/** A valid enquiry's row (with its submission identity) and the notification stored with it. */
function enquiryToStore(context: AppContext, input: ContactInput, now: Date, page: string) {
  const values = enquiryValues(input, now);
  const submissionKey = submissionIdentity('contact', input.submissionKey, visitorCells(contactCollection, values));
  return {
    row: { ...values, page, id: randomUUID(), submissionKey } satisfies typeof contactSubmissions.$inferInsert,
    notice: contactNotification(context, { ...values, timestamp: values.submittedAt }),
  };
}

export function registerContactRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  const { context } = dependencies;

  app.post('/api/contacts', accessTo(contactCollection, 'create'), async (request, reply) =>
    reply.code(201).send(await submitContact(context, request, request.body)),
  );

  const inbox = registerSubmissionRoutes(app, dependencies, {
    kind: 'contact',
    definition: contactCollection,
    table: contactSubmissions,
    toEntity: toContactSubmission,
    csv: { name: 'contacts', header: CSV_HEADER, cells: csvCells },
    mailed: mailedRecord,
    drafts: (row) => ({ reply: replyDraft(context, mailedRecord(row)) }),
    replied: { status: 'Replied' },
  });

  // Marks an enquiry read or unread (the first reading time is kept), and moves its status.
  app.withTypeProvider<ZodTypeProvider>().patch('/api/contacts/:id', { ...accessTo(contactCollection, 'update'), schema: { body: contactChangeBody } }, async (request) => {
    const id = idParam(request);
    const { read, status } = request.body;
    let row = read === undefined ? null : await inbox.markOneRead(request.account, id, read);
    if (status) row = (await inbox.setOneStatus(request.account, id, status, STATUS_ACTIONS[status])) ?? row;
    return toContactSubmission(row ?? (await inbox.findRow(id)));
  });
}

/** How the trail names a move to each status. */
const STATUS_ACTIONS = { New: 'reopen', Replied: 'mark-replied', Closed: 'close' } as const satisfies Record<EnquiryStatus, AuditAction>;

