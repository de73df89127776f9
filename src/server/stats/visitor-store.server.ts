import { sql } from 'drizzle-orm';
import type { StatsAnswer } from '../../domain/visitor-figures.ts';
import type { Database } from '../db/client.server.ts';
import type { VisitorCounter } from './visitor-counter.server.ts';

/**
 * Adds what this process counted to the stored figures, in one statement (the unique visitors
 * per day and the figures together): an upsert that adds, so processes sum. Figures that could not
 * be stored go back to the counter for the next flush.
 */
export async function flushVisitorFigures(db: Database, counter: VisitorCounter): Promise<void> {
  const pending = counter.take();
  if (!pending) return;
  const figures = JSON.stringify([...pending.figures.values()]);
  const visitors = JSON.stringify([...pending.visitors].map(([day, count]) => ({ day, visitors: count })));
  try {
    await db.execute(sql`
      WITH added_visitors AS (
        INSERT INTO visitor_days (day, visitors)
        SELECT day, visitors FROM jsonb_to_recordset(${visitors}::jsonb) AS v(day date, visitors int)
        ON CONFLICT (day) DO UPDATE SET visitors = visitor_days.visitors + excluded.visitors
      )
      INSERT INTO visitor_figures (day, route, language, referrer, device, views, switches, enquiries, applications)
      SELECT day, route, language, referrer, device, views, switches, enquiries, applications
      FROM jsonb_to_recordset(${figures}::jsonb)
        AS f(day date, route text, language text, referrer text, device text, views int, switches int, enquiries int, applications int)
      ON CONFLICT (day, route, language, referrer, device) DO UPDATE SET
        views = visitor_figures.views + excluded.views,
        switches = visitor_figures.switches + excluded.switches,
        enquiries = visitor_figures.enquiries + excluded.enquiries,
        applications = visitor_figures.applications + excluded.applications`);
  } catch (error) {
    counter.putBack(pending);
    throw error;
  }
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => result as Row[];
const count = (value: unknown) => Number(value ?? 0);

/** The figures of the days `from` to `to` (YYYY-MM-DD, both included), as GET /api/stats answers them. */
export async function readVisitorFigures(db: Database, from: string, to: string): Promise<StatsAnswer> {
  const within = sql`day BETWEEN ${from}::date AND ${to}::date`;
  const [days, pages, languages, referrers, devices] = await Promise.all([
    db.execute(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(v.visitors, 0) AS visitors,
        coalesce(f.views, 0) AS views, coalesce(f.enquiries, 0) AS enquiries, coalesce(f.applications, 0) AS applications,
        coalesce(f.switches, 0) AS switches
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
      LEFT JOIN visitor_days v ON v.day = d.day
      LEFT JOIN (
        SELECT day, sum(views) AS views, sum(enquiries) AS enquiries, sum(applications) AS applications, sum(switches) AS switches
        FROM visitor_figures WHERE ${within} GROUP BY day
      ) f ON f.day = d.day
      ORDER BY d.day`),
    db.execute(sql`
      SELECT route, language, sum(views) AS views, sum(enquiries) AS enquiries, sum(applications) AS applications
      FROM visitor_figures WHERE ${within} GROUP BY route, language ORDER BY sum(views) DESC, route, language`),
    db.execute(sql`
      SELECT language, sum(views) AS views, sum(switches) AS switches, sum(enquiries) AS enquiries, sum(applications) AS applications
      FROM visitor_figures WHERE ${within} GROUP BY language ORDER BY sum(views) DESC, language`),
    db.execute(sql`
      SELECT referrer, sum(views) AS views FROM visitor_figures
      WHERE ${within} AND referrer <> '' GROUP BY referrer ORDER BY sum(views) DESC, referrer`),
    db.execute(sql`
      SELECT device, sum(views) AS views FROM visitor_figures
      WHERE ${within} AND device <> '' GROUP BY device ORDER BY sum(views) DESC, device`),
  ]);
  const dayRows = rowsOf(days).map((row) => ({
    date: String(row.day),
    visitors: count(row.visitors),
    pageViews: count(row.views),
    enquiries: count(row.enquiries),
    applications: count(row.applications),
    switches: count(row.switches),
  }));
  const sum = (field: 'visitors' | 'pageViews' | 'enquiries' | 'applications' | 'switches') => dayRows.reduce((total, row) => total + row[field], 0);
  return {
    from,
    to,
    totals: { visitors: sum('visitors'), pageViews: sum('pageViews'), enquiries: sum('enquiries'), applications: sum('applications'), switches: sum('switches') },
    days: dayRows.map(({ switches: _, ...day }) => day),
    pages: rowsOf(pages).map((row) => ({
      route: String(row.route),
      language: String(row.language),
      pageViews: count(row.views),
      enquiries: count(row.enquiries),
      applications: count(row.applications),
    })),
    languages: rowsOf(languages).map((row) => ({
      language: String(row.language),
      pageViews: count(row.views),
      switches: count(row.switches),
      enquiries: count(row.enquiries),
      applications: count(row.applications),
    })),
    referrers: rowsOf(referrers).map((row) => ({ source: String(row.referrer), pageViews: count(row.views) })),
    devices: rowsOf(devices).map((row) => ({ device: row.device as StatsAnswer['devices'][number]['device'], pageViews: count(row.views) })),
  };
}
