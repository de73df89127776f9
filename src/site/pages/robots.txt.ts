import type { APIRoute } from 'astro';

/**
 * Lets every crawler in and points it to the sitemap. Neither the admin base nor the staff
 * panel is named (a Disallow line is a list of places worth a look); their pages send
 * `X-Robots-Tag: noindex` instead.
 */
export const GET: APIRoute = ({ locals }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', locals.publicUrl).toString()}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
};
