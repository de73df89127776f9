/**
 * The visitor figures GET /api/stats answers (docs/decisions/255, docs/api.md#statistics): page
 * views, unique visitors and conversions summed per day in the company's time zone. Plain typed
 * data, read by the server and the admin's Statistics screen alike.
 */

/** The widest range one answer covers, in days (both ends included). */
export const STATS_MAX_DAYS = 366;

/** A phone, a tablet or anything else (desktops and laptops). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * Where a view came from: `direct` (no referrer, or this site itself), `search:<engine>`,
 * `social:<network>`, another site's host (`example.com`), or `other` once a day has met as many
 * hosts as it keeps apart.
 */
export type ReferrerClass = string;

/** The route template counted for a staff member's page, whoever it shows. */
export const STAFF_ROUTE_TEMPLATE = '/staff/{id}';

export interface StatsTotals {
  visitors: number;
  pageViews: number;
  enquiries: number;
  applications: number;
  switches: number;
}

export interface StatsDay {
  /** YYYY-MM-DD, the company's day. */
  date: string;
  visitors: number;
  pageViews: number;
  enquiries: number;
  applications: number;
}

export interface StatsAnswer {
  from: string;
  to: string;
  totals: StatsTotals;
  /** Every day of the range, oldest first, zeros too. */
  days: StatsDay[];
  /** Each page (its English route template) in each language, most viewed first. */
  pages: { route: string; language: string; pageViews: number; enquiries: number; applications: number }[];
  /** With the enquiries and applications sent in each language. */
  languages: { language: string; pageViews: number; switches: number; enquiries: number; applications: number }[];
  referrers: { source: ReferrerClass; pageViews: number }[];
  devices: { device: DeviceClass; pageViews: number }[];
}
