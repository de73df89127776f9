import { count, min, sql } from 'drizzle-orm';
import { BACKUP_WARNING_AGE_MS } from '../../domain/backup.ts';
import type { OperatorProblem } from '../../domain/dashboard.ts';
import { BackupStore, latestOutcome } from '../backup/backup-store.server.ts';
import type { AppContext } from '../context.server.ts';
import { mailQueue, settings } from '../db/schema.server.ts';
import { freeBytes, gigabytes, LOW_DISK_BYTES } from '../disk-space.server.ts';
import { deliverSoon, enqueueMail } from '../mail/mail-queue.server.ts';
import { notifyAddress } from '../mail/notifications.server.ts';
import { renderMail } from '../mail/templates.server.ts';
import { repeat } from '../repeat.server.ts';

/**
 * What the people who run the site must hear about before a visitor does: a backup that failed
 * or has not been made for two days, mail that has not left for half an hour, a disk nearly
 * full. The dashboard shows them; a mail to ALERT_EMAIL (the notification address by default)
 * says each once a day while it lasts, from one process of the site however many run.
 */
const CHECK_EVERY_MS = 5 * 60 * 1000;
const SAY_AGAIN_AFTER_MS = 24 * 60 * 60 * 1000;
/** Mail waiting this long has failed about six attempts (30 s, 1, 2, 4, 8, 16 min apart). */
export const MAIL_STALLED_AFTER_MS = 30 * 60 * 1000;
const ALERT_SETTING = (key: OperatorProblem['key']) => `alert.${key}.sent_at`;

export async function operatorProblems(context: AppContext, now = Date.now()): Promise<OperatorProblem[]> {
  const problems: OperatorProblem[] = [];
  const { backup, dataDir } = context.env;
  const { goodAt, failedSince } = latestOutcome(await new BackupStore(backup.dir).records());
  if (failedSince) {
    problems.push({ key: 'backup-failed', text: `The backup started ${failedSince.createdAt} failed: ${failedSince.error ?? 'no reason was recorded'}. Fix the cause, then make one with "Back up now" on the Backups screen.` });
  }
  // Without any good backup the failed ones say it already (and a new site has made none yet).
  if (backup.intervalMs !== null && goodAt && now - Date.parse(goodAt) > BACKUP_WARNING_AGE_MS) {
    problems.push({ key: 'backup-stale', text: `The last good backup finished ${goodAt}, more than two days ago. Look at the Backups screen and the server's log.` });
  }

  const [queue] = await context.db.select({ waiting: count(), oldest: min(mailQueue.createdAt), lastError: sql<string | null>`(array_agg(${mailQueue.lastError} ORDER BY ${mailQueue.createdAt}) FILTER (WHERE ${mailQueue.lastError} IS NOT NULL))[1]` }).from(mailQueue);
  if (queue?.oldest && now - new Date(queue.oldest).getTime() > MAIL_STALLED_AFTER_MS) {
    problems.push({
      key: 'mail-stalled',
      text: `${queue.waiting} e-mail${queue.waiting === 1 ? ' has' : 's have'} not been sent; the oldest has waited since ${new Date(queue.oldest).toISOString()}.${queue.lastError ? ` The mail server's last answer: ${queue.lastError}` : ''} Check the mail settings (npm run doctor on the server).`,
    });
  }

  const free = await freeBytes(dataDir);
  if (free < LOW_DISK_BYTES) {
    problems.push({ key: 'disk-low', text: `Only ${gigabytes(free)} is free where the site keeps its data. Below ${gigabytes(LOW_DISK_BYTES)} uploads and backups start to fail: free space or grow the disk.` });
  }
  return problems;
}

/**
 * Claims the day's mail for a problem: true for the one process that may send it now (none was
 * sent for it in the last day). One statement, so two processes never both send.
 */
async function claimAlert(context: AppContext, key: OperatorProblem['key'], now: number): Promise<boolean> {
  const sentAt = new Date(now).toISOString();
  const cutoff = new Date(now - SAY_AGAIN_AFTER_MS).toISOString();
  const claimed = await context.db
    .insert(settings)
    .values({ key: ALERT_SETTING(key), value: sentAt })
    .onConflictDoUpdate({ target: settings.key, set: { value: sentAt }, setWhere: sql`${settings.value} < ${cutoff}` })
    .returning({ key: settings.key });
  return claimed.length > 0;
}

/** Looks for problems and mails each new one (or one a day old); returns the keys mailed. */
export async function sendOperatorAlerts(context: AppContext, now = Date.now()): Promise<OperatorProblem['key'][]> {
  const mailed: OperatorProblem['key'][] = [];
  const { company } = context.content.latest();
  const to = context.env.alertEmail ?? notifyAddress(context, company);
  for (const problem of await operatorProblems(context, now)) {
    if (!(await claimAlert(context, problem.key, now))) continue;
    const mail = renderMail(company, {
      subject: `Website problem: ${SUBJECTS[problem.key]}`,
      paragraphs: [problem.text, `This mail is sent once a day while the problem lasts. The admin dashboard shows it too: ${context.env.publicUrl}${context.adminBase}`],
      signed: false,
    });
    await enqueueMail(context.db, { to, ...mail });
    mailed.push(problem.key);
  }
  if (mailed.length) deliverSoon(context);
  return mailed;
}

const SUBJECTS: Record<OperatorProblem['key'], string> = {
  'backup-failed': 'a backup failed',
  'backup-stale': 'no recent backup',
  'mail-stalled': 'e-mail is not being sent',
  'disk-low': 'the disk is nearly full',
};

/** Every five minutes in this process, the first time at start. */
export function startOperatorAlerts(context: AppContext): () => void {
  return repeat(context, 'operator alerts', CHECK_EVERY_MS, () => sendOperatorAlerts(context), { atStart: true });
}
