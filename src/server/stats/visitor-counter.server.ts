import { hash, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_TIME_ZONE, isoToZonedTime } from '../../domain/time-zone.ts';
import type { DeviceClass, ReferrerClass } from '../../domain/visitor-figures.ts';
import { deviceOf, isBotAgent, pageOf, referrerOf } from './visitor-classes.server.ts';

/** A page request as it was answered: what counting reads of it, and nothing is kept as it came. */
export interface AnsweredPage {
  method: string;
  /** The path asked for, without its query. */
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The caller's address as the access log reads it (TRUST_PROXY). */
  address: string | undefined;
  /** The host the request was sent to: a Referer on it is this site. */
  host: string | undefined;
  /** A session that verified (the page route's auth hook); the kept-answer lane never sees one. */
  signedIn: boolean;
}

export interface FigureCounts {
  views: number;
  switches: number;
  enquiries: number;
  applications: number;
}

export interface FigureKey {
  day: string;
  route: string;
  language: string;
  referrer: ReferrerClass | '';
  device: DeviceClass | '';
}

/** What was counted since the last flush: figures to add, and new unique visitors per day. */
export interface PendingFigures {
  figures: Map<string, FigureKey & FigureCounts>;
  visitors: Map<string, number>;
}

/**
 * Bounds on what anonymous callers can make one day hold: each distinct referring host is a key
 * of its own until this many, then `other`; a day's visitor hashes stop at this many (the count
 * of that day is then a floor, said in docs/decisions/255).
 */
export const MAX_HOSTS_PER_DAY = 500;
export const MAX_VISITORS_PER_DAY = 100_000;
/**
 * Recent views (visitor and path) whose 304 is not counted again within the hour, per clock hour
 * (this one and the one before); past this many in an hour a 304 may be counted again. Plain
 * Maps dropped whole: an LRU's eviction from the front of a Map cost 29 µs a view under load.
 */
const MAX_RECENT_VIEWS = 50_000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** User agents whose class is remembered for the day: a few browsers' strings make most views, and isbot's test is the dearest step. */
const MAX_KNOWN_AGENTS = 2_000;
/** Longer user agents (no browser's) are classed each time, so the remembered ones stay small. */
const MAX_KNOWN_AGENT_LENGTH = 512;

/** The day's salt and what it has met; all of it is dropped when the day changes, the salt never stored. */
interface Day {
  day: string;
  salt: string;
  visitors: Set<string>;
  hosts: Set<string>;
}

/**
 * The visitor figures of this process, counted in memory as pages are answered and handed to the
 * store in one statement per interval (visitor-store.server.ts). Unique visitors are Plausible's
 * estimate: a hash of a salt made at random for each day and kept only here, the address and the
 * user agent; a visitor is the same hash on the same day in the same process.
 */
export class VisitorCounter {
  readonly #enabled: boolean;
  #timeZone: () => string = () => DEFAULT_TIME_ZONE;
  #today: Day | null = null;
  #dayMinute = -1;
  #pending: PendingFigures = emptyPending();
  #recentHour = -1;
  #recentNow = new Map<string, number>();
  #recentBefore = new Map<string, number>();
  #agents = new Map<string, DeviceClass | 'bot'>();

  constructor(enabled: boolean) {
    this.#enabled = enabled;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** Days are the company's (its details' time zone), read when the content is at hand. */
  keepDaysIn(timeZone: () => string): void {
    this.#timeZone = timeZone;
    this.#dayMinute = -1;
  }

  /** Counts a page view when it is one: a GET of a public page answered 200 (or a first 304 within the hour) to a person. */
  view(page: AnsweredPage): void {
    if (!this.#enabled || page.signedIn || page.method !== 'GET' || (page.status !== 200 && page.status !== 304)) return;
    const { headers } = page;
    if (isPrefetch(headers)) return;
    const found = pageOf(page.path);
    const userAgent = headers['user-agent'];
    if (!found || !userAgent) return;
    const device = this.#deviceOf(userAgent);
    if (device === 'bot') return;

    const now = Date.now();
    const today = this.#day(now);
    const visitor = hash('sha256', `${today.salt}\n${page.address ?? ''}\n${userAgent}`, 'base64url');
    if (this.#seenWithinHour(visitor + page.path, now) && page.status === 304) return;
    if (!today.visitors.has(visitor) && today.visitors.size < MAX_VISITORS_PER_DAY) {
      today.visitors.add(visitor);
      this.#pending.visitors.set(today.day, (this.#pending.visitors.get(today.day) ?? 0) + 1);
    }

    const from = referrerOf(headers.referer, page.host);
    let referrer: ReferrerClass = 'direct';
    let switched = false;
    if ('self' in from) {
      // The language menu leads from a page to the same page in another language.
      const before = pageOf(from.self);
      switched = before !== null && before.route === found.route && before.language !== found.language;
    } else referrer = this.#boundedHost(today, from.referrer);
    const counts = this.#counts({ day: today.day, route: found.route, language: found.language, referrer, device });
    counts.views++;
    if (switched) counts.switches++;
  }

  /** Counts a stored enquiry or application for the page (its path, '' when unknown) and language it came from. */
  conversion(kind: 'enquiry' | 'application', path: string, language: string, formRoute: string): void {
    if (!this.#enabled) return;
    const route = pageOf(path)?.route ?? formRoute;
    const counts = this.#counts({ day: this.#day(Date.now()).day, route, language, referrer: '', device: '' });
    if (kind === 'enquiry') counts.enquiries++;
    else counts.applications++;
  }

  /** What was counted since the last call, now the caller's to store (or to give back with `putBack`). */
  take(): PendingFigures | null {
    const pending = this.#pending;
    if (pending.figures.size === 0 && pending.visitors.size === 0) return null;
    this.#pending = emptyPending();
    return pending;
  }

  /** Adds figures that could not be stored back to what is counted, to be stored with the next flush. */
  putBack(pending: PendingFigures): void {
    for (const figure of pending.figures.values()) {
      const counts = this.#counts(figure);
      counts.views += figure.views;
      counts.switches += figure.switches;
      counts.enquiries += figure.enquiries;
      counts.applications += figure.applications;
    }
    for (const [day, visitors] of pending.visitors) this.#pending.visitors.set(day, (this.#pending.visitors.get(day) ?? 0) + visitors);
  }

  #counts(key: FigureKey): FigureCounts {
    const id = `${key.day}\t${key.route}\t${key.language}\t${key.referrer}\t${key.device}`;
    let figure = this.#pending.figures.get(id);
    if (!figure) {
      figure = { day: key.day, route: key.route, language: key.language, referrer: key.referrer, device: key.device, views: 0, switches: 0, enquiries: 0, applications: 0 };
      this.#pending.figures.set(id, figure);
    }
    return figure;
  }

  /** Whether this visitor had this path within the hour; records this view. */
  #seenWithinHour(key: string, now: number): boolean {
    const hour = Math.floor(now / HOUR_MS);
    if (hour !== this.#recentHour) {
      this.#recentBefore = hour === this.#recentHour + 1 ? this.#recentNow : new Map();
      this.#recentNow = new Map();
      this.#recentHour = hour;
    }
    const seenAt = this.#recentNow.get(key) ?? this.#recentBefore.get(key);
    if (this.#recentNow.size < MAX_RECENT_VIEWS) this.#recentNow.set(key, now);
    return seenAt !== undefined && now - seenAt < HOUR_MS;
  }

  #deviceOf(userAgent: string): DeviceClass | 'bot' {
    let known = this.#agents.get(userAgent);
    if (known === undefined) {
      known = isBotAgent(userAgent) ? 'bot' : deviceOf(userAgent);
      if (userAgent.length <= MAX_KNOWN_AGENT_LENGTH && this.#agents.size < MAX_KNOWN_AGENTS) this.#agents.set(userAgent, known);
    }
    return known;
  }

  #boundedHost(today: Day, referrer: ReferrerClass): ReferrerClass {
    if (referrer === 'direct' || referrer.includes(':') || today.hosts.has(referrer)) return referrer;
    if (today.hosts.size >= MAX_HOSTS_PER_DAY) return 'other';
    today.hosts.add(referrer);
    return referrer;
  }

  /** Today in the company's zone, read once a minute; a new day comes with a new salt. */
  #day(now: number): Day {
    const minute = Math.floor(now / MINUTE_MS);
    if (this.#today && minute === this.#dayMinute) return this.#today;
    this.#dayMinute = minute;
    const day = isoToZonedTime(new Date(now).toISOString(), this.#timeZone()).slice(0, 10);
    if (this.#today?.day !== day) {
      // The recent views' keys hold the old salt's hashes: they match nothing now and age out.
      this.#today = { day, salt: randomBytes(32).toString('base64'), visitors: new Set(), hosts: new Set() };
      this.#agents = new Map();
    }
    return this.#today;
  }
}

/** A browser's prefetch or prerender (Sec-Purpose, or the older Purpose and X-Purpose): nobody has seen the page yet. */
function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return headers['sec-purpose'] !== undefined || headers.purpose !== undefined || headers['x-purpose'] !== undefined || headers['x-moz'] === 'prefetch';
}

const emptyPending = (): PendingFigures => ({ figures: new Map(), visitors: new Map() });
