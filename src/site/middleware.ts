import { defineMiddleware } from 'astro:middleware';
import bootstrapCss from 'bootstrap/dist/css/bootstrap.css?inline';
import bootstrapRtlCss from 'bootstrap/dist/css/bootstrap.rtl.css?inline';
import { compileStylesheet } from './lib/critical-css.ts';
import { withDeferredStylesheet } from './lib/deferred-stylesheet.ts';
import { policyWithoutInlineIslandRuntime, withoutInlineIslandRuntime } from './lib/island-runtime.ts';
import { withIslandStyleInHead } from './lib/island-style.ts';
import siteCss from './styles/site.css?inline';

/**
 * The public layout's stylesheet as text: the same files, in the same order, as
 * PublicLayout.astro imports (the build turns those imports into the one linked file).
 */
const publicStylesheet = compileStylesheet(bootstrapCss + siteCss);
/** The same, mirrored, for right-to-left pages (whose links lead to the mirrored files). */
const rtlPublicStylesheet = compileStylesheet(bootstrapRtlCss + siteCss);
const RIGHT_TO_LEFT = /^<!DOCTYPE html><html[^>]*\sdir="rtl"/i;

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const page = withoutInlineIslandRuntime(withIslandStyleInHead(await response.text()));
  const html = RIGHT_TO_LEFT.test(page) ? withDeferredStylesheet(page, rtlPublicStylesheet, { rightToLeft: true }) : withDeferredStylesheet(page, publicStylesheet);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const policy = headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policyWithoutInlineIslandRuntime(policy));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
