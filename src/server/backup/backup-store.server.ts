import { randomBytes } from 'node:crypto';
import { chown, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OLDER_FORMAT_RELEASE } from './archive-errors.server.ts';

/**
 * BACKUP_DIR, owner-only:
 *   <id>.tar.gz       one backup: a tar of its manifest, tables and files (gzip)
 *   <id>.tar.gz.age   the same, encrypted with BACKUP_PASSPHRASE (age)
 *   <id>.json         its record: when, how big, how it went
 *   .<id>.partial     the archive while it is written and checked; never listed, and removed
 * Each archive holds everything it needs: no backup depends on another or on a shared folder.
 */
export type BackupStatus = 'running' | 'ok' | 'failed';
export type BackupTrigger = 'schedule' | 'manual' | 'command' | 'before-migrate';

export interface BackupRecord {
  id: string;
  createdAt: string;
  finishedAt?: string;
  status: BackupStatus;
  trigger: BackupTrigger;
  /** Bytes of the archive file, as downloaded. */
  size: number;
  /** Whether the archive written is an age file (read from the file, not from the settings). */
  encrypted: boolean;
  /** The archive's file name in BACKUP_DIR, once written; absent on records of the older format. */
  archive?: string;
  /** While running: how far it got, in tables and files written. */
  progress?: { done: number; total: number };
  error?: string;
}

/** A record of the format before decision 250: listed as unusable here, kept for version 0.1.0. */
const OLDER_FORMAT_ERROR = `made in an older format (a .backup file): restore it with version ${OLDER_FORMAT_RELEASE}'s code`;

export const ID_PATTERN = /^\d{8}T\d{9}Z-[a-f0-9]{6}$/;
/** A name that sorts by time, to the millisecond: 20261124T063537123Z-1a2b3c. */
export const newBackupId = (at = new Date()) => `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`;

export const archiveName = (id: string, encrypted: boolean) => `${id}.tar.gz${encrypted ? '.age' : ''}`;

/** Who is to own what is written, when a command runs as root for a site that runs as someone else. */
export interface FileOwner {
  uid: number;
  gid: number;
}

/**
 * For a command run as root: the user the site runs as, taken to be DATA_DIR's owner (else
 * BACKUP_DIR's), so what the command writes is the site's to list, prune and read. None when
 * not root, or when those folders are root's too.
 */
export async function siteOwner(env: { dataDir: string; backup: { dir: string } }): Promise<FileOwner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  for (const folder of [env.dataDir, env.backup.dir]) {
    const info = await stat(folder).catch(() => null);
    if (info && info.uid !== 0) return { uid: info.uid, gid: info.gid };
  }
  return undefined;
}

const isOlderFormat = (record: BackupRecord) => record.status === 'ok' && record.archive === undefined;

/**
 * What the newest records say, as the dashboard, the alerts and the doctor read them: the newest
 * good backup, when it finished, and the newest failed one (of `trigger` when given) made after
 * it, which is the failure still to act on. `records` newest first, as `records()` gives them.
 */
export function latestOutcome(records: readonly BackupRecord[], trigger?: BackupTrigger): { good?: BackupRecord; goodAt?: string; failedSince?: BackupRecord } {
  const good = records.find((record) => record.status === 'ok');
  const failed = records.find((record) => record.status === 'failed' && (trigger === undefined || record.trigger === trigger));
  return {
    good,
    goodAt: good ? (good.finishedAt ?? good.createdAt) : undefined,
    failedSince: failed && (!good || failed.id > good.id) ? failed : undefined,
  };
}

export class BackupStore {
  readonly dir: string;
  readonly owner: FileOwner | undefined;

  constructor(dir: string, owner?: FileOwner) {
    this.dir = dir;
    this.owner = owner;
  }

  archivePath(record: Pick<BackupRecord, 'id' | 'encrypted'>): string {
    return path.join(this.dir, archiveName(record.id, record.encrypted));
  }

  partialPath(id: string): string {
    return path.join(this.dir, `.${id}.partial`);
  }

  /** Gives `file` to the site's user when a root command writes it (a no-op otherwise). */
  async own(file: string): Promise<void> {
    if (!this.owner) return;
    try {
      await chown(file, this.owner.uid, this.owner.gid);
    } catch (error) {
      throw new Error(
        `${file} could not be given to the site's user (uid ${this.owner.uid}): ${(error as Error).message}. Run the command as that user instead of root.`,
        { cause: error },
      );
    }
  }

  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await this.own(this.dir);
  }

  /** Written to a temporary name and renamed, so a reader never sees half a record. */
  async saveRecord(record: BackupRecord): Promise<void> {
    const file = path.join(this.dir, `${record.id}.json`);
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeFile(partial, JSON.stringify(record), { mode: 0o600 });
      await this.own(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true }).catch(() => {});
      throw error;
    }
  }

  /** The record as stored; one of the older format reads as failed, with what to do about it. */
  async record(id: string): Promise<BackupRecord | null> {
    if (!ID_PATTERN.test(id)) return null;
    try {
      const record = JSON.parse(await readFile(path.join(this.dir, `${id}.json`), 'utf8')) as BackupRecord;
      return isOlderFormat(record) ? { ...record, status: 'failed', error: OLDER_FORMAT_ERROR } : record;
    } catch {
      return null;
    }
  }

  /** Every record, newest first. */
  async records(): Promise<BackupRecord[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const ids = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).filter((id) => ID_PATTERN.test(id));
    const records = await Promise.all(ids.sort().reverse().map((id) => this.record(id)));
    return records.filter((record): record is BackupRecord => record !== null);
  }

  async remove(id: string): Promise<void> {
    // Whichever it was: plain, encrypted, or a .backup of the older format.
    for (const name of [archiveName(id, false), archiveName(id, true), `${id}.backup`, `.${id}.partial`, `${id}.json`]) {
      await rm(path.join(this.dir, name), { force: true });
    }
  }

  /**
   * Removes what a backup cut short left (the process stopped while writing): only run while
   * holding the backup lock, when no archive is being written.
   */
  async removePartials(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.endsWith('.partial'))) await rm(path.join(this.dir, name), { force: true });
  }

  /**
   * Keeps the newest `keep` good backups (and anything running); older ones and failures older
   * than the oldest kept go. Backups of the older format are left for the operator to delete:
   * they may be the only ones a rollback to version 0.1.0 can restore. Returns what was removed.
   */
  async prune(keep: number): Promise<BackupRecord[]> {
    const records = await this.records();
    const good = records.filter((record) => record.status === 'ok');
    const oldestKept = good[Math.min(keep, good.length) - 1]?.id ?? '';
    const removed = records.filter(
      (record) =>
        (record.status === 'ok' && !good.slice(0, keep).includes(record)) ||
        (record.status === 'failed' && record.error !== OLDER_FORMAT_ERROR && record.id < oldestKept),
    );
    for (const record of removed) await this.remove(record.id);
    return removed;
  }
}
