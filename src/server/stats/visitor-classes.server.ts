import { isbot } from 'isbot';
import { type DeviceClass, type ReferrerClass, STAFF_ROUTE_TEMPLATE } from '../../domain/visitor-figures.ts';
import { publicPageRoutes } from '../../domain/routes.ts';
import { splitLanguagePath } from '../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../domain/languages.ts';

/**
 * What a page view is counted as: its route template and language, where it came from and on
 * what kind of device. Read from the request line and two headers, never kept as they came
 * (docs/decisions/255).
 */

const FIXED_ROUTES = new Set(publicPageRoutes);
const STAFF_PAGE = /^\/staff\/[^/]+$/;

/** The English route template and language of a public page's path; null for any other path. */
export function pageOf(path: string): { route: string; language: LanguageCode } | null {
  const { lang, route } = splitLanguagePath(path);
  if (FIXED_ROUTES.has(route)) return { route, language: lang };
  return STAFF_PAGE.test(route) ? { route: STAFF_ROUTE_TEMPLATE, language: lang } : null;
}

/** Whether the user agent is a known bot or crawler (isbot's maintained list), or says nothing. */
export const isBotAgent = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

// Tablets first: an Android tablet says Android without Mobile, an iPad says iPad (iPadOS's
// Safari says Macintosh and is counted a desktop: nothing in the request tells them apart).
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

export function deviceOf(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  return PHONE.test(userAgent) ? 'phone' : 'desktop';
}

/** Hosts (and their subdomains) named by what they are: the label's name is the class's. */
const NAMED_HOSTS: readonly [RegExp, ReferrerClass][] = [
  [/(^|\.)google\.[a-z.]+$/, 'search:google'],
  [/(^|\.)bing\.com$/, 'search:bing'],
  [/(^|\.)duckduckgo\.com$/, 'search:duckduckgo'],
  [/(^|\.)yahoo\.[a-z.]+$/, 'search:yahoo'],
  [/(^|\.)yandex\.[a-z.]+$/, 'search:yandex'],
  [/(^|\.)baidu\.com$/, 'search:baidu'],
  [/(^|\.)ecosia\.org$/, 'search:ecosia'],
  [/^search\.brave\.com$/, 'search:brave'],
  [/(^|\.)startpage\.com$/, 'search:startpage'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'social:facebook'],
  [/(^|\.)instagram\.com$/, 'social:instagram'],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, 'social:x'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'social:linkedin'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'social:youtube'],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'social:whatsapp'],
  [/(^|\.)(telegram\.org|t\.me)$/, 'social:telegram'],
  [/(^|\.)reddit\.com$/, 'social:reddit'],
  [/(^|\.)(pinterest\.[a-z.]+|pin\.it)$/, 'social:pinterest'],
  [/(^|\.)quora\.com$/, 'social:quora'],
];

/** A Referer longer than this is not read (a browser sends an origin or a page's URL). */
const MAX_REFERER = 2048;

/**
 * Where a view came from, as `direct`, `search:<engine>`, `social:<network>` or another site's
 * host (without `www.`); `self` with the page's path when it is this site (`siteHost`, the Host
 * the request was sent to), which the caller reads as a language switch or counts as direct.
 */
export function referrerOf(referer: string | undefined, siteHost: string | undefined): { referrer: ReferrerClass } | { self: string } {
  if (!referer || referer.length > MAX_REFERER) return { referrer: 'direct' };
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return { referrer: 'direct' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { referrer: 'direct' };
  if (siteHost && url.host === siteHost.toLowerCase()) return { self: url.pathname };
  const host = url.hostname.replace(/^www\./, '');
  for (const [pattern, name] of NAMED_HOSTS) if (pattern.test(host)) return { referrer: name };
  return { referrer: host };
}
