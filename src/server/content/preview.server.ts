import type { FastifyRequest } from 'fastify';

/** The query parameter of a preview link: `/about?preview`. */
export const PREVIEW_PARAMETER = 'preview';

/**
 * A page request that shows drafts: a signed-in caller (the session cookie is sent to every path
 * of the site) asking with `?preview`. Anyone else with the same address gets the published page;
 * a signed-in caller's pages are never kept in the page cache nor served from it, and are sent
 * `Cache-Control: no-store` (signed-in-no-store.server.ts).
 */
export function isPreviewRequest(request: FastifyRequest): boolean {
  if (!request.account) return false;
  const query = request.url.indexOf('?');
  return query >= 0 && new URLSearchParams(request.url.slice(query + 1)).has(PREVIEW_PARAMETER);
}
