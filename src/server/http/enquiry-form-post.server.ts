import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EnquiryPostResult, EnquiryValues } from '../../domain/contact.ts';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { routes } from '../../domain/routes.ts';
import { submitContact } from '../api/contacts.server.ts';
import type { AppContext } from '../context.server.ts';
import { isDatabaseUnavailable } from '../db/unavailable.server.ts';
import { HttpError } from './errors.server.ts';

export type ContactPageRenderer = (request: FastifyRequest, reply: FastifyReply, result: EnquiryPostResult, status: number) => Promise<unknown>;

const field = (body: Record<string, string>, name: keyof EnquiryValues) => (body[name] ?? '').slice(0, limits.text.message);

/**
 * The enquiry form as a plain HTML form: a visitor without JavaScript, or one who sends before
 * the form's script has arrived on a slow connection, posts it to /contact. It is stored exactly
 * as POST /api/contacts stores it, and the contact page answers with the outcome; on failure
 * the typed text comes back in the form instead of being lost.
 */
export function registerEnquiryFormPost(app: FastifyInstance, context: AppContext, renderContactPage: ContactPageRenderer) {
  return app.register(async (scope) => {
    // Only this route reads form posts; the JSON API stays JSON-only.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: limits.jsonBodyBytes }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post(routes.contact, { config: { keepsRowCounts: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string>;
      try {
        await submitContact(context, request);
        return await renderContactPage(request, reply, { outcome: 'sent' }, 200);
      } catch (error) {
        const refused = error instanceof HttpError ? error : null;
        const unavailable = isDatabaseUnavailable(error);
        if (refused) request.log.info({ status: refused.status, reason: refused.message }, 'posted enquiry refused');
        else request.log[unavailable ? 'warn' : 'error']({ err: error }, 'storing a posted enquiry failed');
        if (refused) reply.headers(refused.headers);
        if (unavailable) reply.header('retry-after', '5');
        const values = { name: field(body, 'name'), email: field(body, 'email'), phone: field(body, 'phone'), message: field(body, 'message') };
        const outcome = refused?.message === messages.contact.invalidPhone ? 'invalidPhone' : 'failed';
        return renderContactPage(request, reply, { outcome, values }, refused?.status ?? (unavailable ? 503 : 500));
      }
    });
  });
}
