/**
 * Admin list calls at 100 000 contact submissions, 100 000 internship inquiries and 100 000 audit
 * entries: the rows are
 * made in the database itself with generate_series, then each call is timed one at a time, as
 * an admin's browser makes them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.server.ts';
import { contactEnquiry } from '../test/resilience/support/api.ts';

export const ROWS = 100_000;
// Enough calls that the 99th percentile is one: of 60 it would be the slowest single call.
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 300);

export async function seedAdminLists(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO contact_submissions (name, email, phone, message, submitted_at, created_at)
    SELECT 'Visitor ' || g, 'visitor' || g || '@example.com', (9000000000 + g)::text,
           'Enquiry ' || g || ': we would like ' ||
             (ARRAY['a website', 'a mobile app', 'a UI-UX review', 'staff training'])[1 + g % 4] || ' this year.',
           '', now() - make_interval(secs => g)
    FROM generate_series(1, ${ROWS}) AS g`);
  await db.execute(sql`
    INSERT INTO internship_inquiries (name, email, role, message, resume_url, status, created_at)
    SELECT 'Student ' || g, 'student' || g || '@example.com',
           (ARRAY['Flutter Developer', 'MERN Stack Development', 'Full Stack Web Development', 'UI/UX Design', 'Graphic Design'])[1 + g % 5],
           'I would like to join the programme (application ' || g || ').', '',
           (ARRAY['Pending', 'Accepted', 'Rejected'])[1 + g % 3], now() - make_interval(secs => g)
    FROM generate_series(1, ${ROWS}) AS g`);
  // Two years of an office's audit trail: the Activity screen pages and filters through it.
  await db.execute(sql`
    INSERT INTO audit_log (at, account_email, action, entity, entity_id, fields)
    SELECT now() - make_interval(mins => g), 'admin' || (g % 4) || '@example.com',
           (ARRAY['create', 'update', 'delete', 'mark-read', 'accept', 'sign-in'])[1 + g % 6],
           (ARRAY['staff', 'client', 'advertisement', 'contact', 'inquiry', 'account'])[1 + g % 6],
           gen_random_uuid()::text, ARRAY['name', 'role']
    FROM generate_series(1, ${ROWS}) AS g`);
  // A database in use has been vacuumed and analysed by autovacuum; a fresh bulk load has not.
  await db.execute(sql`VACUUM ANALYZE contact_submissions`);
  await db.execute(sql`VACUUM ANALYZE internship_inquiries`);
  await db.execute(sql`VACUUM ANALYZE audit_log`);
}

export interface AdminCall {
  name: string;
  path: string;
  /** Send an enquiry before each call: a write clears the kept row counts, so this is the cost of counting again. */
  afterWrite?: boolean;
}

export const ADMIN_CALLS: AdminCall[] = [
  { name: 'contacts: first page', path: '/api/contacts?limit=20' },
  { name: 'contacts: search', path: '/api/contacts?limit=20&q=visitor77777%40' },
  { name: 'inquiries: first page', path: '/api/internship-inquiries?limit=20' },
  { name: 'inquiries: search', path: '/api/internship-inquiries?limit=20&q=student4242%40' },
  { name: 'dashboard counts', path: '/api/dashboard' },
  { name: 'activity: first page', path: '/api/audit?limit=20' },
  { name: 'activity: one kind, page 50', path: '/api/audit?limit=20&offset=1000&entity=contact' },
  { name: 'contacts: first page after an enquiry', path: '/api/contacts?limit=20', afterWrite: true },
  { name: 'dashboard counts after an enquiry', path: '/api/dashboard', afterWrite: true },
];

export interface AdminTiming {
  name: string;
  database: string;
  p50Ms: number;
  p99Ms: number;
  rows: number;
}

async function sendEnquiry(baseUrl: string, index: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactEnquiry(index, 'admin-bench')),
  });
  if (response.status !== 201) throw new Error(`POST /api/contacts: ${response.status}`);
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;

export async function timeAdminCalls(baseUrl: string, token: string, database: string): Promise<AdminTiming[]> {
  const timings: AdminTiming[] = [];
  for (const call of ADMIN_CALLS) {
    const samples: number[] = [];
    let rows = 0;
    for (let index = 0; index < SAMPLES + 5; index += 1) {
      if (call.afterWrite) await sendEnquiry(baseUrl, index);
      const started = performance.now();
      const response = await fetch(`${baseUrl}${call.path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as unknown;
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${call.path}: ${response.status} ${JSON.stringify(body)}`);
      rows = Array.isArray(body) ? body.length : 1;
      if (index >= 5) samples.push(elapsed); // the first few warm the caches
    }
    samples.sort((a, b) => a - b);
    timings.push({
      name: call.name,
      database,
      p50Ms: Math.round(percentile(samples, 0.5) * 10) / 10,
      p99Ms: Math.round(percentile(samples, 0.99) * 10) / 10,
      rows,
    });
  }
  return timings;
}
