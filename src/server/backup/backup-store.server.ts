import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * BACKUP_DIR, owner-only:
 *   <id>.backup   one backup's archive, with its files named by content instead of included
 *   <id>.json     its record: when, how big, how it went, which stored files it needs
 *   files/<name>  the stored files, each once by content (SHA-256, plus a key id when encrypted),
 *                 so unchanged pictures are kept once however many backups refer to them
 */
export type BackupStatus = 'running' | 'ok' | 'failed';
export type BackupTrigger = 'schedule' | 'manual' | 'command' | 'before-migrate';

export interface BackupRecord {
  id: string;
  createdAt: string;
  finishedAt?: string;
  status: BackupStatus;
  trigger: BackupTrigger;
  /** Bytes of the whole archive as downloaded: the database part and every file. */
  size: number;
  encrypted: boolean;
  /** While running: how far it got, in bytes of tables and files written. */
  progress?: { done: number; total: number };
  error?: string;
  /** The stored files this backup needs (names under files/), and by storage key. */
  blobs?: Record<string, { blob: string; sha256: string; size: number }>;
}

export const ID_PATTERN = /^\d{8}T\d{9}Z-[a-f0-9]{6}$/;
/** A name that sorts by time, to the millisecond: 20261124T063537123Z-1a2b3c. */
export const newBackupId = (at = new Date()) => `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}`;

export class BackupStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  get filesDir(): string {
    return path.join(this.dir, 'files');
  }

  archivePath(id: string): string {
    return path.join(this.dir, `${id}.backup`);
  }

  blobPath(blob: string): string {
    return path.join(this.filesDir, blob);
  }

  async prepare(): Promise<void> {
    await mkdir(this.filesDir, { recursive: true, mode: 0o700 });
  }

  /** A temporary file name in files/ (same disk as the blobs, so finishing one is a rename). */
  temporaryPath(): string {
    return path.join(this.filesDir, `.partial-${randomBytes(8).toString('hex')}`);
  }

  async hasBlob(blob: string): Promise<boolean> {
    return stat(this.blobPath(blob)).then(
      () => true,
      () => false,
    );
  }

  /** Written to a temporary name and renamed, so a reader never sees half a record. */
  async saveRecord(record: BackupRecord): Promise<void> {
    const file = path.join(this.dir, `${record.id}.json`);
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, JSON.stringify(record), { mode: 0o600 });
    await rename(partial, file);
  }

  async record(id: string): Promise<BackupRecord | null> {
    if (!ID_PATTERN.test(id)) return null;
    try {
      return JSON.parse(await readFile(path.join(this.dir, `${id}.json`), 'utf8')) as BackupRecord;
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
    await rm(this.archivePath(id), { force: true });
    await rm(path.join(this.dir, `${id}.json`), { force: true });
  }

  /**
   * Keeps the newest `keep` good backups (and anything running); older ones and failures older
   * than the oldest kept go. Returns the ids removed.
   */
  async prune(keep: number): Promise<string[]> {
    const records = await this.records();
    const good = records.filter((record) => record.status === 'ok');
    const oldestKept = good[Math.min(keep, good.length) - 1]?.id ?? '';
    const removed = records.filter(
      (record) => (record.status === 'ok' && !good.slice(0, keep).includes(record)) || (record.status === 'failed' && record.id < oldestKept),
    );
    for (const record of removed) await this.remove(record.id);
    return removed.map((record) => record.id);
  }

  /**
   * Deletes stored files no record needs, and partial files left by a crash. Only run while
   * holding the backup lock: a backup in progress has files no record lists yet.
   */
  async collectGarbage(): Promise<string[]> {
    const needed = new Set<string>();
    for (const record of await this.records()) for (const file of Object.values(record.blobs ?? {})) needed.add(file.blob);
    const names = await readdir(this.filesDir).catch(() => [] as string[]);
    const unused = names.filter((name) => !needed.has(name));
    for (const name of unused) await rm(this.blobPath(name), { force: true });
    return unused.filter((name) => !name.startsWith('.'));
  }
}
