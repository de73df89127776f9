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
 * valid for every visitor.
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
  /** The full page policy around the script hashes Astro reported for the page. */
  pagePolicy(astroPolicy: string | undefined): string;
}

export function createSecurityHeaders(sources: SecurityPolicySources): SecurityHeaders {
  const isHttps = sources.publicUrl.startsWith('https://');
  const widgetOrigin = originOf(sources.translateWidgetUrl);
  const companions = (widgetOrigin && widgetCompanionOrigins[widgetOrigin]) || { script: [], style: [], connect: [], frame: [] };
  const widget = widgetOrigin ? { ...companions, script: [widgetOrigin, ...companions.script] } : companions;
  const mapOrigin = originOf(sources.mapEmbedUrl);
  const bucketOrigin = originOf(sources.s3Endpoint);

  const frameSources = [...(mapOrigin ? [mapOrigin] : []), ...widget.frame];
  const unique = (values: string[]) => [...new Set(values)].join(' ');
  // Everything but script-src is fixed for the life of the process.
  const fixedDirectives = [
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

  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
  if (isHttps) common['strict-transport-security'] = 'max-age=31536000; includeSubDomains';

  return {
    common,
    pagePolicy(astroPolicy) {
      const scriptSources = unique(["'self'", ...scriptHashesOf(astroPolicy), ...widget.script]);
      return [`script-src ${scriptSources}`, ...fixedDirectives].join('; ');
    },
  };
}

/**
 * A rendered page with its policy completed: an HTML page's around the script hashes Astro
 * reported, anything else Astro answered (a plain-text 404, a file) closed.
 */
export function withPagePolicy(security: SecurityHeaders, page: RenderedPage): RenderedPage {
  const isHtml = String(page.headers['content-type'] ?? '').startsWith('text/html');
  const astroPolicy = page.headers['content-security-policy'] as string | undefined;
  const policy = isHtml ? security.pagePolicy(astroPolicy) : NON_PAGE_POLICY;
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
 * Sets the common headers on every response before any handler runs, and a closed policy on
 * every response that is not a page (pages get theirs from the page renderer).
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers.common);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A PDF opened in a tab (the brochure) is shown by the browser's own viewer, which a closed
    // policy can break; nosniff and the download disposition protect PDFs instead.
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('content-security-policy') && !type.startsWith('application/pdf')) {
      reply.header('content-security-policy', NON_PAGE_POLICY);
    }
    return payload;
  });
}
