import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { sendOperatorAlerts } from '../../src/server/alerts/operator-alerts.server.ts';
import { backupDeps } from '../../src/server/backup/backup-schedule.server.ts';
import { BackupStore, newBackupId } from '../../src/server/backup/backup-store.server.ts';
import { makeBackup } from '../../src/server/backup/make-backup.server.ts';
import { mailQueue } from '../../src/server/db/schema.server.ts';
import type { DashboardAnswer } from '../../src/domain/dashboard.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { call } from '../helpers/entities.ts';

const ALERTS_TO = 'it-office@example.in';
const HOUR = 60 * 60 * 1000;

describe('problems of the running site: on the dashboard, and mailed once a day while they last', () => {
  const t = signedInTestApp('postgres', { ALERT_EMAIL: ALERTS_TO });
  /** The alert mails sent so far (no SMTP_URL: one .eml file each in the outbox), once `count` have left. */
  const alertMails = async (count: number) => {
    const outbox = path.join(t.context.env.dataDir, 'outbox');
    const read = () =>
      (existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [])
        .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
        .filter((mail) => mail.includes(`To: ${ALERTS_TO}`));
    for (let waited = 0; read().length < count && waited < 5_000; waited += 50) await sleep(50);
    return read();
  };
  const dashboard = async () => (await call(t.app, 'GET', '/api/dashboard', { token: t.token })).json<DashboardAnswer>();

  it('a healthy site has none, and mails nothing', async () => {
    assert.deepEqual((await dashboard()).problems, []);
    assert.deepEqual(await sendOperatorAlerts(t.context), []);
    assert.deepEqual(await alertMails(0), []);
  });

  it('a failed backup and mail that has not left for an hour: both shown, each mailed once, again a day later', async () => {
    mkdirSync(t.context.env.backup.dir, { recursive: true });
    const store = new BackupStore(t.context.env.backup.dir);
    const failedAt = new Date();
    await store.saveRecord({ id: newBackupId(failedAt), createdAt: failedAt.toISOString(), status: 'failed', trigger: 'schedule', size: 0, encrypted: false, error: 'EACCES: permission denied' });
    await t.context.db.insert(mailQueue).values({
      message: { to: 'visitor@example.com', subject: 'Re: your enquiry', text: 'Hello', html: '<p>Hello</p>' },
      attempts: 6,
      lastError: 'connect ECONNREFUSED 10.0.0.5:587',
      createdAt: new Date(Date.now() - 2 * HOUR),
      // Its next attempt is later: the test's own mail delivery must not send it meanwhile.
      nextAttemptAt: new Date(Date.now() + HOUR),
    });

    const problems = (await dashboard()).problems;
    assert.deepEqual(problems.map((problem) => problem.key), ['backup-failed', 'mail-stalled']);
    assert.match(problems[0]!.text, /failed: EACCES: permission denied\. Fix the cause, then make one with "Back up now"/);
    assert.match(problems[1]!.text, /^1 e-mail has not been sent; the oldest has waited since .* The mail server's last answer: connect ECONNREFUSED 10\.0\.0\.5:587/);

    assert.deepEqual(await sendOperatorAlerts(t.context), ['backup-failed', 'mail-stalled']);
    const mails = await alertMails(2);
    assert.deepEqual(mails.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]).sort(), ['Website problem: a backup failed', 'Website problem: e-mail is not being sent']);
    assert.ok(mails.every((mail) => mail.includes(`${t.context.env.publicUrl}${t.context.adminBase}`)), 'each leads to the dashboard');

    // Five minutes later, and from another process of the site: nothing new.
    assert.deepEqual(await sendOperatorAlerts(t.context, Date.now() + 5 * 60 * 1000), []);
    assert.equal((await alertMails(3)).length, 2);
    // A day later, still failing: said again.
    assert.deepEqual(await sendOperatorAlerts(t.context, Date.now() + 25 * HOUR), ['backup-failed', 'mail-stalled']);
    assert.equal((await alertMails(4)).length, 4);

    await t.context.db.execute(sql`delete from mail_queue`);
    await makeBackup(backupDeps(t.context), { trigger: 'manual' });
    assert.deepEqual((await dashboard()).problems, []);
  });
});
