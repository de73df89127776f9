import type { APIRoute } from 'astro';
import { publicPageRoutes, routes } from '../../domain/routes.ts';
import { loadTeamCards } from '../lib/load-data.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The public pages and each working staff member's page, as absolute URLs from PUBLIC_URL.
 * Never the admin base or the staff panel: they are not for search engines.
 */
export const GET: APIRoute = async ({ locals }) => {
  const members = await loadTeamCards(locals.data);
  const paths = [...publicPageRoutes, ...members.map((member) => routes.staffDetail(member.id))];
  const urls = paths.map((path) => `<url><loc>${escapeXml(new URL(path, locals.publicUrl).toString())}</loc></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
