import { defineMiddleware } from 'astro:middleware';
import bootstrapCss from 'bootstrap/dist/css/bootstrap.css?inline';
import { compileStylesheet } from './lib/critical-css.ts';
import { withDeferredStylesheet } from './lib/deferred-stylesheet.ts';
import siteCss from './styles/site.css?inline';

/**
 * The public layout's stylesheet as text: the same files, in the same order, as
 * PublicLayout.astro imports (the build turns those imports into the one linked file).
 */
const publicStylesheet = compileStylesheet(bootstrapCss + siteCss);

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = withDeferredStylesheet(await response.text(), publicStylesheet);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
