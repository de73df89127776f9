import type { APIRoute } from 'astro';
import { publicPageRoutes } from '../../domain/routes.ts';
import { languageHead } from '../lib/page-head.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The public pages, as absolute URLs from PUBLIC_URL, each in every language it is offered in,
 * with all its language versions as alternates (the same list a page's head carries). Never the
 * admin base or the staff panel: they are not for search engines. Nor a staff member's own page:
 * it is public because the QR code on an ID card opens it, and shows personal details (blood
 * group, emergency phone, address) a search engine has no business keeping; those pages say
 * noindex themselves.
 */
export const GET: APIRoute = async ({ locals }) => {
  const urls = publicPageRoutes.flatMap((path) => {
    const offered = locals.languagesOffered(path);
    return offered.map((lang) => {
      const { canonical, alternates } = languageHead(path, lang, offered, locals.publicUrl);
      const links = alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`);
      return `<url><loc>${escapeXml(canonical!)}</loc>${links.join('')}</url>`;
    });
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
};
