import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import tls from 'node:tls';
import { BACKUP_WARNING_AGE_MS } from '../../domain/backup.ts';
import { checkArchive } from '../backup/archive-reader.server.ts';
import { BackupStore, latestOutcome } from '../backup/backup-store.server.ts';
import { openDatabase } from '../db/client.server.ts';
import { clusterPaths } from '../db/embedded-cluster.server.ts';
import { appliedLevel, latestLevel } from '../db/migrations.server.ts';
import type { Env } from '../env.server.ts';
import { freeBytes, gigabytes, LOW_DISK_BYTES } from '../disk-space.server.ts';
import { createMailer } from '../mail/mailer.server.ts';
import { withinLimit } from '../within-limit.server.ts';
import { createLogger } from '../log.server.ts';

/**
 * What `npm run doctor` looks at, each check on its own: one finding per thing looked at, and
 * for each problem the fix in a sentence. The checks read; none of them changes the install (the
 * embedded database is started for the look when the site is not running, as `npm run user`
 * does, and stopped again).
 */
export interface Finding {
  ok: boolean;
  /** What was looked at, and what was seen. */
  what: string;
  /** For a problem: what to do about it. */
  fix?: string;
}

const pass = (what: string): Finding => ({ ok: true, what });
const problem = (what: string, fix: string): Finding => ({ ok: false, what, fix });

export const MINIMUM_NODE = 24;
export const MINIMUM_POSTGRES = 150000;
const CERTIFICATE_WARNING_DAYS = 14;
const ANSWER_LIMIT_MS = 10_000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function checkNode(version = process.versions.node): Finding {
  const major = Number(version.split('.')[0]);
  return major >= MINIMUM_NODE
    ? pass(`Node.js ${version}`)
    : problem(`Node.js ${version} is older than ${MINIMUM_NODE}`, `install Node.js ${MINIMUM_NODE} LTS (docs/deploy.md, "Node.js")`);
}

/** What the environment's schema cannot see: values that are valid but wrong for a real site. */
export async function checkConfiguration(env: Env): Promise<Finding[]> {
  const findings: Finding[] = [];
  const url = new URL(env.publicUrl);
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === 'http:' && !local) {
    findings.push(
      problem(
        `PUBLIC_URL is ${env.publicUrl}: visitors' sign-ins travel unencrypted and cookies are not Secure`,
        `put the TLS front in place (docs/deploy.md) and set PUBLIC_URL=https://${url.host}`,
      ),
    );
  } else findings.push(pass(`PUBLIC_URL is ${env.publicUrl}`));

  if (!env.smtpUrl) {
    const what = 'SMTP_URL is not set: mails are written to DATA_DIR/outbox and nobody receives them';
    findings.push(local ? pass(`${what} (fine on this local install)`) : problem(what, 'set SMTP_URL to the mail provider (README, "Configuration")'));
  } else {
    const mailer = createMailer(env, createLogger('silent'));
    try {
      if (!(await withinLimit(mailer.verify().then(() => true), ANSWER_LIMIT_MS, false))) throw new Error('no answer in 10 s');
      findings.push(pass(`the mail server in SMTP_URL answers and accepts the site's credentials`));
    } catch (error) {
      findings.push(problem(`the mail server in SMTP_URL refused or did not answer (${(error as Error).message})`, 'check SMTP_URL: host, port, user and password'));
    } finally {
      mailer.close();
    }
  }
  if (env.adminPassword) {
    findings.push(problem('ADMIN_PASSWORD is still in the environment', 'remove it once the first account exists: anyone who reads the environment can sign in'));
  }
  return findings;
}

/** The database: reachable, new enough, and at this release's schema. */
export async function checkDatabase(env: Env): Promise<Finding[]> {
  if (!env.databaseUrl && !existsSync(path.join(clusterPaths(env.dataDir).directory, 'PG_VERSION'))) {
    return [problem(`no database in ${env.dataDir} yet`, 'start the site once (npm start) to create it, or set DATABASE_URL')];
  }
  let database;
  try {
    database = await openDatabase({ ...env, besideRunningSite: true, log: () => {} });
  } catch (error) {
    return [problem(`the database cannot be opened (${(error as Error).message})`, env.databaseUrl ? 'check DATABASE_URL and that the server is running' : 'read the message; see docs/operations.md, "The embedded database"')];
  }
  try {
    const reading = (async () => {
      const [row] = await database.sql<{ version: string; number: string }[]>`select current_setting('server_version') as version, current_setting('server_version_num') as number`;
      return { version: row!.version, number: Number(row!.number), level: await appliedLevel(database.sql) };
    })();
    const seen = await withinLimit(reading, ANSWER_LIMIT_MS, null);
    if (!seen) return [problem('the database did not answer within 10 s', 'check that the database server is running and not overloaded')];
    const findings = [
      seen.number >= MINIMUM_POSTGRES
        ? pass(`PostgreSQL ${seen.version} (${database.kind})`)
        : problem(`PostgreSQL ${seen.version} is older than 15`, 'move the data to PostgreSQL 15 or later (docs/deploy.md)'),
    ];
    const latest = latestLevel();
    if (seen.level.level === -1) {
      findings.push(problem('the database was migrated by a newer release of the site', 'install that release again (docs/deploy.md, "Rolling back")'));
    } else if (seen.level.level < latest.level) {
      findings.push(problem(`the database schema is at ${seen.level.tag || 'nothing'}; this release needs ${latest.tag}`, 'npm run upgrade (it backs up, migrates and starts)'));
    } else findings.push(pass(`database schema ${seen.level.tag}`));
    return findings;
  } catch (error) {
    return [problem(`the database refused a query (${(error as Error).message})`, 'check the account in DATABASE_URL may read the site\'s tables')];
  } finally {
    await database.close();
  }
}

/** Free space where uploads and backups go. */
export async function checkDisk(env: Env): Promise<Finding[]> {
  // One line per filesystem: BACKUP_DIR counts on its own only when it is on another disk.
  const present = [env.dataDir, env.backup.dir].filter((folder) => existsSync(folder));
  const folders = present.filter((folder, index) => present.findIndex((other) => statSync(other).dev === statSync(folder).dev) === index);
  return Promise.all(
    folders.map(async (folder) => {
      const free = await freeBytes(folder);
      return free >= LOW_DISK_BYTES
        ? pass(`${gigabytes(free)} free for ${folder}`)
        : problem(`only ${gigabytes(free)} free for ${folder}`, `free space or grow the disk: below ${gigabytes(LOW_DISK_BYTES)} uploads and backups start to fail`);
    }),
  );
}

/**
 * DATA_DIR and what is in it belong to one user, the site's, and nobody else may read them
 * (they hold resumes and mails with live links). The embedded database's own folder belongs to
 * its server's user when the site runs as root.
 */
export function checkFolders(env: Env, uid = process.getuid?.()): Finding[] {
  if (!existsSync(env.dataDir)) return [problem(`DATA_DIR ${env.dataDir} does not exist`, 'start the site once (npm start), or fix DATA_DIR')];
  const userName = userNames();
  const owner = statSync(env.dataDir).uid;
  const findings: Finding[] = [];
  if (uid !== undefined && uid !== 0 && uid !== owner) {
    findings.push(problem(`DATA_DIR belongs to ${userName(owner)}, and this runs as ${userName(uid)}`, `run the doctor (and the site, and its commands) as ${userName(owner)}`));
  }
  const embedded = clusterPaths(env.dataDir).directory;
  const entries = [env.dataDir, ...readdirSync(env.dataDir).map((name) => path.join(env.dataDir, name))];
  if (existsSync(env.backup.dir) && !entries.includes(env.backup.dir)) entries.push(env.backup.dir);
  for (const entry of entries) {
    const stats = statSync(entry);
    if (entry !== embedded && stats.uid !== owner) {
      findings.push(problem(`${entry} belongs to ${userName(stats.uid)}, not to the site's user ${userName(owner)}`, `chown -R ${userName(owner)} ${entry}`));
    }
    // DATA_DIR itself may let others traverse it (o+x), which the embedded server needs as root.
    const open = stats.mode & (entry === env.dataDir ? 0o076 : 0o077);
    if (open !== 0) {
      findings.push(problem(`${entry} can be read by others (mode ${(stats.mode & 0o777).toString(8)})`, `chmod go-rwx ${entry}`));
    }
  }
  if (findings.length === 0) findings.push(pass(`${env.dataDir} and what is in it belong to ${userName(owner)}, and only to them`));
  return findings;
}

/** Users as `ls -l` names them: by name when /etc/passwd has one, else by number (read once). */
function userNames(): (uid: number | undefined) => string {
  let names = new Map<string, string>();
  try {
    names = new Map(readFileSync('/etc/passwd', 'utf8').split('\n').map((entry) => entry.split(':')).map((fields) => [fields[2] ?? '', fields[0] ?? '']));
  } catch {
    // No passwd file to read: numbers it is.
  }
  return (uid) => names.get(String(uid)) || String(uid);
}

/** The newest backup: recent, good, and readable with what this environment holds. */
export async function checkBackups(env: Env, now = Date.now()): Promise<Finding[]> {
  const findings: Finding[] = [];
  if (env.backup.intervalMs === null) {
    findings.push(problem('BACKUP_SCHEDULE is off: the site makes no backups', 'set BACKUP_SCHEDULE=daily, or make them elsewhere and check them yourself'));
  }
  const store = new BackupStore(env.backup.dir);
  const records = existsSync(env.backup.dir) ? await store.records() : [];
  const { good, goodAt: finished, failedSince } = latestOutcome(records);
  if (failedSince) {
    findings.push(problem(`the newest backup failed (${failedSince.createdAt}): ${failedSince.error ?? 'no reason recorded'}`, 'fix the cause, then npm run backup'));
  }
  if (!good || !finished) return [...findings, problem(`no good backup in ${env.backup.dir}`, 'npm run backup')];
  const ageHours = Math.round((now - Date.parse(finished)) / 3_600_000);
  findings.push(
    now - Date.parse(finished) > BACKUP_WARNING_AGE_MS
      ? problem(`the newest good backup is ${ageHours} hours old`, 'check BACKUP_SCHEDULE and the log (backup failed lines), then npm run backup')
      : pass(`the newest good backup is ${ageHours} hours old`),
  );
  try {
    const checked = await checkArchive(store.archivePath(good), env.backup.passphrase);
    findings.push(pass(`backup ${good.id} reads back whole (${checked.manifest.tables.length} tables, ${checked.manifest.files.length} files)`));
  } catch (error) {
    findings.push(problem(`backup ${good.id} cannot be read: ${(error as Error).message}`, good.encrypted && !env.backup.passphrase ? 'set BACKUP_PASSPHRASE to the passphrase it was made with' : 'npm run backup, then look into why this one is unreadable'));
  }
  return findings;
}

/** With an https PUBLIC_URL: the certificate visitors get is valid and not about to expire. */
export async function checkCertificate(env: Env, now = Date.now()): Promise<Finding[]> {
  const url = new URL(env.publicUrl);
  if (url.protocol !== 'https:') return [];
  const host = url.hostname.replace(/^\[|\]$/g, '');
  try {
    const validTo = await new Promise<string>((resolve, reject) => {
      const socket = tls.connect({ host, port: Number(url.port || 443), servername: isIP(host) ? undefined : host, timeout: 10_000 }, () => {
        const certificate = socket.getPeerCertificate();
        socket.end();
        if (!socket.authorized) reject(new Error(String(socket.authorizationError)));
        else resolve(certificate.valid_to);
      });
      socket.once('timeout', () => socket.destroy(new Error('no answer in 10 s')));
      socket.once('error', reject);
    });
    const days = Math.floor((Date.parse(validTo) - now) / 86_400_000);
    return [
      days >= CERTIFICATE_WARNING_DAYS
        ? pass(`the certificate of ${url.host} is valid for ${days} more days`)
        : problem(`the certificate of ${url.host} expires in ${days} days`, 'renew it (certbot renew, docs/deploy.md) and reload nginx'),
    ];
  } catch (error) {
    return [problem(`${url.host} does not offer a certificate visitors' browsers accept (${(error as Error).message})`, 'check the TLS front and its certificate (docs/deploy.md)')];
  }
}
