import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseEmail } from '../../domain/account.ts';
import { isEmail } from '../../domain/email.ts';
import { messages } from '../../domain/messages.ts';
import { signedInAccount } from '../auth/auth-plugin.server.ts';
import { FIRST_PAGE, parseListPage } from '../api/list-query.server.ts';
import type { AppContext } from '../context.server.ts';
import { badRequest } from '../http/errors.server.ts';
import { listPrivacyLog } from './privacy-log.server.ts';
import { purgeExpired } from './retention.server.ts';
import { eraseSubject, findSubjectData } from './subject-data.server.ts';
import { ownersOnly } from '../http/route-access.server.ts';

/** The address of `?email=`, normalised as the forms store it, or 400. */
function subjectEmail(request: FastifyRequest): string {
  const raw = (request.query as { email?: unknown }).email;
  const email = typeof raw === 'string' ? normaliseEmail(raw) : '';
  if (!isEmail(email)) throw badRequest(messages.enquiry.invalidEmail);
  return email;
}


/** A person's data on request, the retention purge on demand, and the record of both (owners only). */
export function registerPrivacyRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/privacy/subject', ownersOnly, async (request) =>
    findSubjectData(context, subjectEmail(request), signedInAccount(request)),
  );

  app.delete('/api/privacy/subject', ownersOnly, async (request) =>
    eraseSubject(context, subjectEmail(request), signedInAccount(request)),
  );

  app.post('/api/privacy/purge', ownersOnly, async (request) => purgeExpired(context, signedInAccount(request)));

  app.get('/api/privacy/log', ownersOnly, async (request, reply) => {
    const page = parseListPage(request.query) ?? FIRST_PAGE;
    const { entries, total } = await listPrivacyLog(context.db, page);
    reply.header('x-total-count', String(total));
    return entries;
  });
}
