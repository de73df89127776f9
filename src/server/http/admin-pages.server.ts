import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminPaths, routes } from '../../domain/routes.ts';
import type { AppContext } from '../context.server.ts';

/** The one Astro page that carries the admin React app; it answers 404 unless reached through here. */
export const ADMIN_APP_PAGE = '/admin-app';

/** Renders the admin app page for this request (the caller adds the locals). */
export type AdminPageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const PUBLIC_SCREENS = new Set<string>([adminPaths.login, adminPaths.verifyEmail, adminPaths.verifyPassword, adminPaths.acceptInvite]);

/**
 * The admin area's pages and their guards, run before anything is rendered: the dashboard and
 * the staff panel send an anonymous visitor to the login page with `next` set to where they
 * were going; the login, verification and invitation screens are public; any other path under the hidden
 * base is a plain 404 that says nothing about what lives there.
 */
export function registerAdminPages(app: FastifyInstance, context: AppContext, renderAdminPage: AdminPageRenderer): void {
  const base = context.adminBase;
  const loginPath = base + adminPaths.login;

  // Every answer here, a redirect or a 404 too, tells crawlers to keep it out of their index:
  // robots.txt names none of these paths, so that it does not point anyone to them.
  const keepPrivate = (reply: FastifyReply) => reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    // Pages differ per session, and the hidden path must not leak through a Referer header.
    keepPrivate(reply).header('referrer-policy', 'no-referrer');
    return renderAdminPage(request, reply);
  };

  const signedInOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.account) return keepPrivate(reply).redirect(`${loginPath}?next=${encodeURIComponent(request.url)}`, 302);
    return serve(request, reply);
  };

  const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
    keepPrivate(reply).code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get(base, signedInOnly);
  app.get<{ Params: { '*': string } }>(`${base}/*`, async (request, reply) => {
    const rest = `/${request.params['*']}`;
    if (rest === '/') return signedInOnly(request, reply);
    if (PUBLIC_SCREENS.has(rest)) return serve(request, reply);
    return notFound(request, reply);
  });
  app.get(routes.staffPanel, signedInOnly);
  app.get(`${routes.staffPanel}/:id`, signedInOnly);
}
