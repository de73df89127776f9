import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.server.ts';
import type { RenderedPage } from './captured-response.server.ts';

/**
 * The security headers of every response, and the Content-Security-Policy of every page.
 *
 * Pages are rendered by Astro with `security.csp` on: Astro hashes the inline scripts it emits
 * (island loaders, hydration directives, small bundled scripts) and sends them in its own
 * `content-security-policy` header. The page renderer hands that header to `pagePolicy`, which
 * keeps Astro's script hashes and writes the rest of the policy here, from the runtime
 * configuration (translation widget, map, S3 bucket). Hashes, not nonces, so a cached page stays
 * valid for every visitor. The translation widget's origins are named only on an English page
 * asked for with its translation (`?translate=`, TRANSLATE_PARAMETER in
 * src/domain/i18n/localised-path.ts): no other page may load it.
 */

export interface SecurityPolicySources {
  publicUrl: string;
  /** Empty: no widget, so no widget origins. */
  translateWidgetUrl: string;
  /** Empty: no map frame. */
  mapEmbedUrl: string;
  /** Where uploads are read from when they are not served under /media. */
  s3Endpoint?: string;
}

/**
 * The Google page-translation widget loads its code, styles, pictures and translations from a
 * few sibling origins besides the one its script URL names.
 */
const widgetCompanionOrigins: Record<string, { script: string[]; style: string[]; connect: string[]; frame: string[] }> = {
  'https://translate.google.com': {
    script: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
    style: ['https://translate.googleapis.com'],
    connect: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
    frame: ['https://translate.google.com'],
  },
};

/** Features no page of the site uses; web-share and clipboard stay allowed for the Share action. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * JSON, media and other non-page responses load nothing and may not be framed. (An SVG opened on
 * its own may still style itself.)
 */
export const NON_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The hashes Astro computed for this page's inline scripts, taken from its CSP header. */
export function scriptHashesOf(astroPolicy: string | undefined): string[] {
  if (!astroPolicy) return [];
  const scriptDirective = astroPolicy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  if (!scriptDirective) return [];
  return scriptDirective.split(/\s+/).filter((token) => /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(token));
}

export interface SecurityHeaders {
  /** Headers for every response (set in onRequest, so hijacked page responses carry them too). */
  common: Record<string, string>;
  /**
   * The full page policy around the script hashes Astro reported for the page; with
   * `translateWidget`, also allowing the translation widget's origins (when one is configured).
   */
  pagePolicy(astroPolicy: string | undefined, options?: { translateWidget?: boolean }): string;
  /**
   * The admin area's policy (the admin app, its login and verification screens, the staff
   * panel): no translation widget nor map, so none of their origins, no frames at all, and
   * scripts, styles, fonts and calls from this site alone.
   */
  adminPolicy(astroPolicy: string | undefined): string;
}

export function createSecurityHeaders(sources: SecurityPolicySources): SecurityHeaders {
  const isHttps = sources.publicUrl.startsWith('https://');
  const widgetOrigin = originOf(sources.translateWidgetUrl);
  const companions = (widgetOrigin && widgetCompanionOrigins[widgetOrigin]) || { script: [], style: [], connect: [], frame: [] };
  const widget = widgetOrigin ? { ...companions, script: [widgetOrigin, ...companions.script] } : companions;
  const mapOrigin = originOf(sources.mapEmbedUrl);
  const bucketOrigin = originOf(sources.s3Endpoint);

  const unique = (values: string[]) => [...new Set(values)].join(' ');
  const none = { script: [], style: [], connect: [], frame: [] };
  // Everything but script-src is fixed for the life of the process, with or without the widget.
  const fixedDirectivesWith = (widget: { style: string[]; connect: string[]; frame: string[] }) => {
    const frameSources = [...(mapOrigin ? [mapOrigin] : []), ...widget.frame];
    return [
      "default-src 'self'",
      // Inline style attributes come from server-rendered components and the widget; they cannot
      // run code, so styles allow them while scripts never do.
      `style-src ${unique(["'self'", "'unsafe-inline'", ...widget.style])}`,
      // Client logos may be external https pictures; uploads may be read from the bucket.
      `img-src ${unique(["'self'", 'data:', 'blob:', 'https:', ...(bucketOrigin ? [bucketOrigin] : [])])}`,
      `media-src ${unique(["'self'", 'data:', 'blob:', ...(bucketOrigin ? [bucketOrigin] : [])])}`,
      "font-src 'self'",
      `connect-src ${unique(["'self'", ...widget.connect])}`,
      `frame-src ${frameSources.length ? unique(frameSources) : "'none'"}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(isHttps ? ['upgrade-insecure-requests'] : []),
    ];
  };
  const fixedDirectives = fixedDirectivesWith(none);
  const widgetDirectives = fixedDirectivesWith(widget);

  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
  if (isHttps) common['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

  const adminDirectives = [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // A client's logo may be a picture elsewhere (https only), and the Clients screen shows it.
    `img-src ${unique(["'self'", 'data:', 'blob:', 'https:', ...(bucketOrigin ? [bucketOrigin] : [])])}`,
    `media-src ${unique(["'self'", 'blob:', ...(bucketOrigin ? [bucketOrigin] : [])])}`,
    "font-src 'self'",
    "connect-src 'self'",
    // An application's resume (a PDF the site serves itself) is shown beside it.
    "frame-src 'self'",
    // A HEIC photo is decoded by a WASM decoder in a worker the admin makes from a blob
    // (docs/decisions/097): the admin alone may compile WebAssembly and start blob workers.
    "worker-src blob:",
    "manifest-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ];

  return {
    common,
    pagePolicy(astroPolicy, { translateWidget = false } = {}) {
      const scriptSources = unique(["'self'", ...scriptHashesOf(astroPolicy), ...(translateWidget ? widget.script : [])]);
      return [`script-src ${scriptSources}`, ...(translateWidget ? widgetDirectives : fixedDirectives)].join('; ');
    },
    adminPolicy(astroPolicy) {
      return [`script-src ${unique(["'self'", "'wasm-unsafe-eval'", ...scriptHashesOf(astroPolicy)])}`, ...adminDirectives].join('; ');
    },
  };
}

/**
 * A rendered page with its policy completed: an HTML page's around the script hashes Astro
 * reported, anything else Astro answered (a plain-text 404, a file) closed.
 */
export function withPagePolicy(
  security: SecurityHeaders,
  page: RenderedPage,
  area: 'public' | 'admin' = 'public',
  options: { translateWidget?: boolean } = {},
): RenderedPage {
  const isHtml = String(page.headers['content-type'] ?? '').startsWith('text/html');
  const astroPolicy = page.headers['content-security-policy'] as string | undefined;
  const policy = !isHtml ? NON_PAGE_POLICY : area === 'admin' ? security.adminPolicy(astroPolicy) : security.pagePolicy(astroPolicy, options);
  return { ...page, headers: { ...page.headers, 'content-security-policy': policy } };
}

export function securitySourcesFrom(env: Env, mapEmbedUrl: string): SecurityPolicySources {
  return {
    publicUrl: env.publicUrl,
    translateWidgetUrl: env.translateWidgetUrl,
    mapEmbedUrl,
    s3Endpoint: env.s3?.endpoint,
  };
}

/**
 * Sets the common headers and the request id on every response before any handler runs, and a
 * closed policy on every response that is not a page (pages get theirs from the page renderer).
 * Plain callback hooks: they run on every request and wait for nothing, so they need no promise.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers.common).header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A PDF opened in a tab (the brochure) is shown by the browser's own viewer, which a closed
    // policy can break; nosniff and the download disposition protect PDFs instead.
    if (!reply.hasHeader('content-security-policy') && !String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) {
      reply.header('content-security-policy', NON_PAGE_POLICY);
    }
    done(null, payload);
  });
}
