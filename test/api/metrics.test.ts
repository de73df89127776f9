import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { mailQueue } from '../../src/server/db/schema.server.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, contactBody, withoutCode } from '../helpers/entities.ts';
import { parsePrometheusText } from '../helpers/prometheus-text.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
const OUTSIDE = '203.0.113.9';

for (const kind of await availableDatabaseKinds()) {
  describe(`GET /metrics (${kind})`, () => {
    let t: TestApp;
    let url: string;
    before(async () => {
      t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
      url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(async () => t.close());

    it('answers this machine in Prometheus text: requests by class and status, their time, submissions, mail, backups, the database and the process', async () => {
      assert.equal((await fetch(`${url}/api/team`)).status, 200);
      assert.equal((await fetch(`${url}/api/no-such-call`)).status, 404);
      await t.context.db.insert(mailQueue).values({
        message: { to: 'office@example.in', subject: 'New enquiry', text: 'Hello', html: '<p>Hello</p>' },
        attempts: 3,
        lastError: '421 try again later',
        createdAt: new Date(Date.now() - 3600_000),
        nextAttemptAt: new Date(Date.now() + 3600_000),
      });
      const stored = await call(t.app, 'POST', '/api/contacts', { payload: contactBody(), ip: '10.61.0.1' });
      assert.equal(stored.statusCode, 201);

      const response = await fetch(`${url}/metrics`);
      assert.equal(response.status, 200);
      assert.match(String(response.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
      const scrape = parsePrometheusText(await response.text());

      assert.equal(scrape.types.get('site_http_requests_total'), 'counter');
      assert.equal(scrape.value('site_http_requests_total', { class: 'api', status: '200' }), 1);
      assert.equal(scrape.value('site_http_requests_total', { class: 'api', status: '404' }), 1);
      assert.equal(scrape.types.get('site_http_request_duration_seconds'), 'histogram');
      assert.equal(scrape.value('site_http_request_duration_seconds_bucket', { class: 'api', le: '+Inf' }), 2);
      assert.equal(scrape.value('site_http_request_duration_seconds_count', { class: 'api' }), 2);

      assert.equal(scrape.value('site_submissions_total', { form: 'enquiry' }), 1);
      assert.equal(scrape.value('site_submissions_total', { form: 'application' }), 0);
      // A mail the server refused an hour ago waits for its next attempt (the enquiry's own
      // notification may be sent, or not yet, when the scrape comes).
      assert.ok(scrape.value('site_mail_queue_depth', { state: 'waiting' })! >= 1);
      assert.equal(scrape.value('site_mail_queue_depth', { state: 'failing' }), 1);
      assert.ok(scrape.value('site_mail_queue_oldest_seconds')! >= 3600);
      assert.equal(scrape.value('site_backup_last_good_age_seconds'), -1, 'no backup yet');
      assert.equal(scrape.value('site_backup_last_failed'), 0);
      assert.equal(scrape.value('site_health_check_failing', { check: 'database-write' }), 0);
      const connections = scrape.samples.filter((sample) => sample.name === 'site_database_connections');
      assert.ok(connections.reduce((sum, sample) => sum + sample.value, 0) >= 1, "at least the scrape's own connection");
      assert.ok(scrape.value('process_resident_memory_bytes')! > 0);
    });

    it('answers anyone else only with METRICS_TOKEN as a bearer token, counting a page by its class and its scrapes as probes', async () => {
      const outside = (headers: Record<string, string> = {}) => t.app.inject({ url: '/metrics', remoteAddress: OUTSIDE, headers });
      for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }] as Record<string, string>[]) {
        const refused = await outside(headers);
        assert.equal(refused.statusCode, 401, JSON.stringify(headers));
        assert.deepEqual(withoutCode(refused.json()), { error: messages.auth.notSignedIn });
        assert.doesNotMatch(refused.body, /site_http/);
      }
      const allowed = await outside({ authorization: `Bearer ${TOKEN}` });
      assert.equal(allowed.statusCode, 200);
      assert.equal(parsePrometheusText(allowed.body).types.get('site_http_requests_total'), 'counter');
      // A proxy on this machine passing on an outside caller is not this machine.
      const proxied = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': OUTSIDE } });
      assert.equal(proxied.statusCode, 401);

      // A page's path is counted as a page (whatever this page-less test server answers), never
      // under its URL; the scrapes themselves as probes.
      const page = await fetch(`${url}/about?utm_source=anything`);
      const scrape = parsePrometheusText(await (await fetch(`${url}/metrics`)).text());
      assert.equal(scrape.value('site_http_requests_total', { class: 'page', status: String(page.status) }), 1);
      assert.ok(scrape.value('site_http_requests_total', { class: 'probe', status: '200' })! >= 1);
      assert.ok(scrape.samples.every((sample) => !Object.values(sample.labels).some((value) => value.includes('/about'))), 'no URL in any label');
    });
  });
}
