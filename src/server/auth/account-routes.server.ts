import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountCollection, readInvitationRequest, readRoleChange } from '../../domain/account-collection.ts';
import { accessTo, checkedBody } from '../api/collection-access.server.ts';
import { isAuditEntity } from '../../domain/audit.ts';
import { sessionLifetime } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { listAudit, type AuditFilters } from '../audit/audit-trail.server.ts';
import { FIRST_PAGE, parseListPage } from '../api/list-query.server.ts';
import { idParam } from '../api/records.server.ts';
import { isUuid } from '../db/uuid.server.ts';
import type { AppContext } from '../context.server.ts';
import { badRequest } from '../http/errors.server.ts';
import { SESSION_COOKIE, sessionCookieOptions, signedInAccount } from './auth-plugin.server.ts';
import {
  acceptInvitation,
  changeAccountRole,
  inviteAccount,
  listAccountSummaries,
  listPendingInvitations,
  readAcceptance,
  removeAccount,
  resendInvitation,
  revokeInvitation,
} from './invitations.server.ts';
import { openToAll, ownersOnly } from '../http/route-access.server.ts';

const isFilterGiven = (value: unknown) => value !== undefined && value !== '';

/** The audit list's filters: ?account= (an account id), ?entity=, ?since= (a date or time); 400 for a bad one. */
function auditFilters(query: unknown): AuditFilters {
  const { account, entity, since } = (query ?? {}) as Record<string, unknown>;
  const page = parseListPage(query) ?? FIRST_PAGE;
  const filters: AuditFilters = { limit: page.limit, offset: page.offset };
  if (isFilterGiven(account)) {
    if (typeof account !== 'string' || !isUuid(account)) throw badRequest(messages.api.invalidFilter);
    filters.accountId = account;
  }
  if (isFilterGiven(entity)) {
    if (typeof entity !== 'string' || !isAuditEntity(entity)) throw badRequest(messages.api.invalidFilter);
    filters.entity = entity;
  }
  if (isFilterGiven(since)) {
    const date = typeof since === 'string' ? new Date(since) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw badRequest(messages.api.invalidFilter);
    filters.since = date;
  }
  return filters;
}

/** Accounts made and removed in the admin area, invitations, and the audit trail. */
export function registerAccountRoutes(app: FastifyInstance, context: AppContext): void {

  app.get('/api/accounts', accessTo(accountCollection, 'list'), async () => listAccountSummaries(context));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/accounts/invite',
    { ...accessTo(accountCollection, 'create'), schema: { body: checkedBody(readInvitationRequest) } },
    async (request, reply) => {
      const email = await inviteAccount(context, signedInAccount(request), request.body);
      return reply.code(201).send({ message: messages.accounts.invited(email) });
    },
  );

  // A new link and a new 24 hours; the earlier link stops working.
  app.post('/api/accounts/invitations/:id/resend', accessTo(accountCollection, 'create'), async (request) => {
    const email = await resendInvitation(context, signedInAccount(request), idParam(request));
    return { message: messages.accounts.resent(email) };
  });

  app.get('/api/accounts/invitations', accessTo(accountCollection, 'list'), async () => listPendingInvitations(context));

  app.delete('/api/accounts/invitations/:id', accessTo(accountCollection, 'delete'), async (request) => {
    await revokeInvitation(context, signedInAccount(request), idParam(request));
    return { message: messages.accounts.revoked };
  });

  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/accounts/:id',
    { ...accessTo(accountCollection, 'update'), schema: { body: checkedBody(readRoleChange) } },
    async (request) => changeAccountRole(context, signedInAccount(request), idParam(request), request.body.role),
  );

  app.delete('/api/accounts/:id', accessTo(accountCollection, 'delete'), async (request) => {
    await removeAccount(context, signedInAccount(request), idParam(request));
    return { message: messages.accounts.removed };
  });

  // Anonymous: the invited person has no account yet. Signs them in like the login call.
  app.withTypeProvider<ZodTypeProvider>().post('/api/accept-invite', { ...openToAll, schema: { body: checkedBody(readAcceptance) } }, async (request, reply) => {
    const { token, user } = await acceptInvitation(context, request.body, request.headers['user-agent']);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(context.env.publicUrl, sessionLifetime.absoluteMs / 1000));
    return { token, user };
  });

  app.get('/api/audit', ownersOnly, async (request, reply) => {
    const { records, total } = await listAudit(context.db, auditFilters(request.query));
    reply.header('x-total-count', String(total));
    return records;
  });
}
