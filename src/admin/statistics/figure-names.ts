/**
 * The Statistics screen's plain names for what the server counts by key: a page by the admin's
 * own name for it, a language by its English name, a referrer by the site or engine people know.
 */
import { contentDocuments } from '../../domain/content/index.ts';
import { isLanguageCode, languageOf } from '../../domain/languages.ts';
import { routes } from '../../domain/routes.ts';
import { STAFF_ROUTE_TEMPLATE, type DeviceClass } from '../../domain/visitor-figures.ts';

/** Pages no site content document is named for. */
const OTHER_PAGES: Record<string, string> = {
  [routes.advertisements]: 'Advertisements page',
  [routes.contact]: 'Contact page',
  // The server counts every member's page under one template, not by id.
  [STAFF_ROUTE_TEMPLATE]: "A staff member's page",
};

/** The Site Content editor's name of the document whose first page is `route` ('About page'). */
function contentPageName(route: string): string | undefined {
  return Object.values(contentDocuments).find((document) => document.routes !== 'all' && document.routes[0] === route)?.title;
}

/** A route template as the admin names its page; one it does not know keeps its path. */
export const pageName = (route: string) => contentPageName(route) ?? OTHER_PAGES[route] ?? route;

export const languageName = (code: string) => (isLanguageCode(code) ? languageOf(code).name : code);

const KNOWN_SOURCES: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  duckduckgo: 'DuckDuckGo',
  yahoo: 'Yahoo',
  yandex: 'Yandex',
  baidu: 'Baidu',
  ecosia: 'Ecosia',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  reddit: 'Reddit',
  pinterest: 'Pinterest',
  telegram: 'Telegram',
};

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * 'direct' → 'Direct (no referring site)', 'search:google' → 'Google', 'social:facebook' →
 * 'Facebook'; another site's host stays as it is ('example.com').
 */
export function referrerName(referrer: string): string {
  if (referrer === 'direct') return 'Direct (no referring site)';
  const kind = /^(search|social):(.+)$/.exec(referrer);
  if (!kind) return referrer;
  const name = kind[2]!;
  return KNOWN_SOURCES[name] ?? capitalised(name);
}

/** Whether the referrer is a search engine or a social network, in words, for the table's second column. */
export function referrerKind(referrer: string): string {
  if (referrer === 'direct') return 'Typed, bookmarked or from an app';
  if (referrer.startsWith('search:')) return 'Search engine';
  if (referrer.startsWith('social:')) return 'Social network';
  return 'Another website';
}

const DEVICE_NAMES: Record<DeviceClass, string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Computers' };
export const deviceName = (device: DeviceClass) => DEVICE_NAMES[device] ?? device;

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day as people read it: '28 Nov 2026' (short: '28 Nov'). The day is the company's already; no zone shifts it. */
export const formatDay = (day: string, short = false) => (short ? shortDayFormat : dayFormat).format(new Date(`${day}T00:00:00Z`));

/** A rate per 100 page views with one decimal ('2.5'); '–' for a page nobody viewed. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : rate.toFixed(1));
