import { statfs } from 'node:fs/promises';

/**
 * Below this much free space where the site keeps its data, the doctor, the dashboard and the
 * alert mail say so: a day's uploads, a backup (a whole copy of the database and every file) and
 * the embedded database's own files must fit with room to spare.
 */
export const LOW_DISK_BYTES = 1024 ** 3;

/** Bytes an unprivileged process may still write on the filesystem holding `folder`. */
export async function freeBytes(folder: string): Promise<number> {
  const { bavail, bsize } = await statfs(folder);
  return bavail * bsize;
}

export const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
