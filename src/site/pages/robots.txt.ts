import type { APIRoute } from 'astro';
import { routes } from '../../domain/routes.ts';

/**
 * Lets every crawler in and points it to the sitemap. The admin base is deliberately not
 * named (that would publish the hidden path); its pages send `noindex` instead.
 */
export const GET: APIRoute = ({ locals }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Disallow: ${routes.staffPanel}`,
    '',
    `Sitemap: ${new URL('/sitemap.xml', locals.publicUrl).toString()}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
};
