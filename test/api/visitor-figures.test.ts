import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { StatsAnswer } from '../../src/domain/visitor-figures.ts';
import { isoToZonedTime } from '../../src/domain/time-zone.ts';
import { ADMIN, bearer, signIn } from '../helpers/accounts.ts';
import { createTestApp, createTestAppBeside, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';
import { contactBody } from '../helpers/entities.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// Sent through the test server's trusted proxy (loopback), as a visitor behind a reverse proxy.
const VISITOR_ADDRESS = '203.0.113.77';

const DAY_MS = 24 * 60 * 60 * 1000;
const companyDay = (offsetDays = 0) => isoToZonedTime(new Date(Date.now() + offsetDays * DAY_MS).toISOString(), 'Asia/Kolkata').slice(0, 10);
// Yesterday to tomorrow: a test run that crosses midnight still finds its views.
const RANGE = `from=${companyDay(-1)}&to=${companyDay(1)}`;

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const visit = (base: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(base + path, { redirect: 'manual', ...init, headers: { 'x-forwarded-for': VISITOR_ADDRESS, ...init.headers } });

async function stats(t: TestApp, token: string, range = RANGE): Promise<StatsAnswer> {
  const response = await t.app.inject({ url: `/api/stats?${range}`, headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<StatsAnswer>();
}

/** The page views of every row that matches, summed (pages come per route and language). */
const views = <T extends { pageViews: number }>(rows: T[], match: (row: T) => boolean) => rows.filter(match).reduce((total, row) => total + row.pageViews, 0);

// Pages need the built site and a real socket (the kept-answer lane answers before Fastify).
describe('visitor figures', { skip: !(await isPostgresAvailable()) && 'needs PostgreSQL' }, () => {
  let t: TestApp;
  let base: string;
  let token: string;
  before(async () => {
    t = await createTestApp('postgres', {}, { pages: true });
    base = await listening(t);
    token = await signIn(t.app, t.context.db);
  });
  after(() => t?.close());

  it('counts ten phone views from a search engine, and no bot, HEAD, prefetch or signed-in view', async () => {
    const fromSearch = { 'user-agent': PHONE, referer: 'https://www.google.co.in/' };
    for (let i = 0; i < 10; i++) {
      const page = await visit(base, '/ml/about', { headers: fromSearch });
      assert.equal(page.status, 200);
      assert.equal(page.headers.get('set-cookie'), null, 'no cookie is given to count a visitor');
      await page.arrayBuffer();
    }
    for (let i = 0; i < 2; i++) await (await visit(base, '/ml/about', { headers: { ...fromSearch, 'user-agent': BOT } })).arrayBuffer();
    assert.equal((await visit(base, '/ml/about', { method: 'HEAD', headers: fromSearch })).status, 200);
    await (await visit(base, '/ml/about', { headers: { ...fromSearch, 'sec-purpose': 'prefetch' } })).arrayBuffer();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const sid = login.cookies.find((cookie) => cookie.name === 'sid')!.value;
    const signedIn = await visit(base, '/ml/about', { headers: { ...fromSearch, cookie: `sid=${sid}` } });
    assert.equal(signedIn.status, 200);
    await signedIn.arrayBuffer();

    const answer = await stats(t, token);
    assert.equal(views(answer.pages, (row) => row.route === '/about' && row.language === 'ml'), 10);
    assert.equal(views(answer.languages, (row) => row.language === 'ml'), 10);
    assert.equal(views(answer.referrers, (row) => row.source === 'search:google'), 10);
    assert.equal(views(answer.devices, (row) => row.device === 'phone'), 10);
    assert.equal(answer.totals.pageViews, 10);
    assert.equal(answer.totals.visitors, 1, 'one address and user agent is one visitor');
    assert.deepEqual(answer.days.map((day) => day.date), [companyDay(-1), companyDay(0), companyDay(1)], 'every day of the range, zeros too');
    assert.equal(answer.days[1]!.pageViews, 10);
  });

  it('counts an enquiry from /ml/contact as one conversion for /contact in Malayalam', async () => {
    const before = await stats(t, token);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { referer: 'http://localhost:3000/ml/contact', host: 'localhost:3000' },
      payload: contactBody({ language: 'ml', email: 'conversion@example.com' }),
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const answer = await stats(t, token);
    const contact = (rows: StatsAnswer) => rows.pages.find((row) => row.route === '/contact');
    assert.equal((contact(answer)?.enquiries ?? 0) - (contact(before)?.enquiries ?? 0), 1);
    const ml = (rows: StatsAnswer) => rows.languages.find((row) => row.language === 'ml')!;
    assert.equal(ml(answer).enquiries - ml(before).enquiries, 1);
    assert.equal(answer.totals.enquiries - before.totals.enquiries, 1);
    assert.equal(answer.totals.pageViews, before.totals.pageViews, 'a conversion is no page view');
  });

  it('counts a page reached from the same page in another language as a language switch', async () => {
    const before = await stats(t, token);
    await (await visit(base, '/hi/services', { headers: { 'user-agent': DESKTOP, referer: `${base}/services` } })).arrayBuffer();
    await (await visit(base, '/hi/services', { headers: { 'user-agent': DESKTOP, referer: `${base}/about` } })).arrayBuffer();
    const answer = await stats(t, token);
    const hi = answer.languages.find((row) => row.language === 'hi')!;
    assert.equal(hi.switches, 1);
    assert.equal(hi.pageViews, 2);
    assert.equal(answer.totals.switches - before.totals.switches, 1);
    assert.equal(views(answer.referrers, (row) => row.source === 'direct') - views(before.referrers, (row) => row.source === 'direct'), 2, 'this site is no referrer');
  });

  it('keeps nothing that identifies a visitor: no address, no user agent, no cookie', async () => {
    const stored = await t.context.db.execute(sql`
      SELECT (SELECT coalesce(json_agg(f), '[]') FROM visitor_figures f)::text AS figures,
             (SELECT coalesce(json_agg(d), '[]') FROM visitor_days d)::text AS days`);
    const text = JSON.stringify(stored);
    assert.match(text, /\/about/, 'the figures are there');
    for (const secret of [VISITOR_ADDRESS, '127.0.0.1', PHONE, DESKTOP, 'Pixel 8', 'Android', 'google.co.in']) {
      assert.ok(!text.includes(secret), `the statistics tables hold ${secret}`);
    }
    const page = await visit(base, '/about', { headers: { 'user-agent': DESKTOP } });
    assert.equal(page.headers.get('set-cookie'), null);
  });

  it('says on the privacy page, in its language, what is counted', async () => {
    const page = await (await visit(base, '/ml/privacy', { headers: { 'user-agent': DESKTOP } })).text();
    assert.match(page, /<h2 class="h4">സന്ദർശകരുടെ കണക്കുകൾ<\/h2>/);
    assert.match(page, /ഞങ്ങൾ സൂക്ഷിക്കുന്ന ഒന്നും നിങ്ങളെ തിരിച്ചറിയുന്നില്ല/);
  });

  it('refuses a day that is none, a reversed range and one too long, naming the field', async () => {
    const refusal = async (query: string) => {
      const response = await t.app.inject({ url: `/api/stats?${query}`, headers: bearer(token) });
      assert.equal(response.statusCode, 400, query);
      return response.json<{ field: string; code: string; error: string }>();
    };
    assert.deepEqual(await refusal('from=2026-02-30&to=2026-03-01'), { error: 'Please give the day as YYYY-MM-DD.', field: 'from', code: 'invalid_date' });
    assert.equal((await refusal('from=2026-03-01')).field, 'to');
    assert.deepEqual(await refusal('from=2026-03-02&to=2026-03-01'), { error: 'The last day must not be before the first.', field: 'to', code: 'invalid_date' });
    assert.deepEqual(await refusal('from=2025-01-01&to=2026-01-02'), { error: 'Please choose at most 366 days.', field: 'to', code: 'date_range_too_long' });
    assert.equal((await t.app.inject({ url: `/api/stats?${RANGE}` })).statusCode, 401);
  });

  it('adds up what two server processes counted, the second stored when it stops', async () => {
    const second = await createTestAppBeside(t, { pages: true });
    const before = await stats(t, token);
    const secondBase = await listening(second);
    for (const at of [base, base, secondBase, secondBase, secondBase]) {
      await (await visit(at, '/clients', { headers: { 'user-agent': DESKTOP, referer: 'https://news.example.org/item' } })).arrayBuffer();
    }
    // A graceful stop stores what the process counted.
    await second.close();
    const answer = await stats(t, token);
    assert.equal(views(answer.pages, (row) => row.route === '/clients') - views(before.pages, (row) => row.route === '/clients'), 5);
    assert.equal(views(answer.referrers, (row) => row.source === 'news.example.org'), 5);
  });
});
