import type { ServerResponse } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's figures for an operator's Prometheus (or any scraper of its text format): what
 * every request did, by a handful of route classes rather than by URL (a URL label would grow
 * with every id and every made-up path a caller sends), what the public forms stored, and Node's
 * own process figures (memory, event loop, garbage collection). Figures read from the database
 * at scrape time (mail queue, backups) are added by the /metrics route (metrics-route.server.ts).
 */
export type RouteClass = 'page' | 'api' | 'media' | 'asset' | 'admin' | 'probe';
export type SubmissionForm = 'enquiry' | 'application';

export interface Metrics {
  registry: Registry;
  /** Counts the request and its time in its class when its answer is over (sent, or its connection gone). */
  observe(routeClass: RouteClass, response: ServerResponse): void;
  /** A public form's submission, stored. */
  submitted(form: SubmissionForm): void;
  /** A page Astro rendered (a page answered from its kept copy is not one). */
  rendered(): void;
}

const LATENCY_BUCKETS_S = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Answered HTTP requests by route class and status.',
    labelNames: ['class', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request\'s arrival to the end of its answer, by route class.',
    labelNames: ['class'] as const,
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const submissions = new Counter({
    name: 'site_submissions_total',
    help: 'Public form submissions stored, by form.',
    labelNames: ['form'] as const,
    registers: [registry],
  });
  for (const form of ['enquiry', 'application'] as const) submissions.labels(form).inc(0);
  // Against the page requests counted above, how many of them cost a render: a kept page's
  // visitors (GET or HEAD) should not add to it.
  const renders = new Counter({
    name: 'site_page_renders_total',
    help: 'Pages rendered by Astro, public and admin (an answer from a kept page is not counted).',
    registers: [registry],
  });

  // Each label pair's child, looked up once: a kept page is answered in tens of microseconds,
  // and prom-client would otherwise hash the labels on every request.
  const requestChildren = new Map<string, Counter.Internal>();
  const latencyChildren = new Map<RouteClass, Histogram.Internal<'class'>>();
  const countRequest = (routeClass: RouteClass, status: number, seconds: number) => {
    const key = `${routeClass} ${status}`;
    let child = requestChildren.get(key);
    if (!child) {
      child = requests.labels(routeClass, String(status));
      requestChildren.set(key, child);
    }
    child.inc();
    let timer = latencyChildren.get(routeClass);
    if (!timer) {
      timer = latency.labels(routeClass);
      latencyChildren.set(routeClass, timer);
    }
    timer.observe(seconds);
  };

  return {
    registry,
    observe(routeClass, response) {
      const started = performance.now();
      response.once('close', () => countRequest(routeClass, response.statusCode, (performance.now() - started) / 1000));
    },
    submitted(form) {
      submissions.labels(form).inc();
    },
    rendered() {
      renders.inc();
    },
  };
}

/**
 * The class of a request's path: few enough values that each is a useful series.
 * `adminPrefixes`: the paths of the signed-in areas (the hidden admin base, the staff panel).
 */
export function routeClassOf(url: string, adminPrefixes: readonly string[]): RouteClass {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  if (path === '/healthz' || path === '/metrics') return 'probe';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/_astro/') || /\.[a-z0-9]{2,5}$/i.test(path)) return 'asset';
  if (adminPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'admin';
  return 'page';
}
