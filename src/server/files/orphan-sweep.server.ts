import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context.server.ts';
import { repeat } from '../repeat.server.ts';
import { deleteUpload, findOrphans, forgetSenders } from './upload-store.server.ts';

/** An upload nothing references after this long was abandoned (a form never saved, a file replaced). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * A resume is uploaded a moment before its application is sent (the form's script sends one
 * right after the other; the plain form sends both at once). Past this window no application
 * may claim it: it is abandoned, no longer counts against the unclaimed-upload budget or its
 * sender's share, and the next sweep removes it. Anyone can send one, so it goes sooner than
 * other orphans (docs/decisions/253).
 */
export const RESUME_CLAIM_WINDOW_MS = 15 * 60 * 1000;
// Partial uploads left by a crash mid-request; a live upload never takes this long.
const TEMP_AGE_MS = 60 * 60 * 1000;
// Often enough that an unclaimed resume is gone within 25 minutes.
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes orphaned uploads with their variants, and stale temporary files, and forgets who sent
 * the uploads that have passed their claim window. Returns how many uploads went.
 */
export async function sweepOrphanUploads(context: AppContext): Promise<number> {
  const removed = (await removeOrphans(context, RESUME_CLAIM_WINDOW_MS, 'resume')) + (await removeOrphans(context, ORPHAN_AGE_MS));
  await forgetSenders(context, RESUME_CLAIM_WINDOW_MS);
  await sweepTemporaryFiles(path.join(context.env.dataDir, 'tmp'));
  return removed;
}

async function removeOrphans(context: AppContext, olderThanMs: number, kind?: string): Promise<number> {
  let removed = 0;
  for (let batch = await findOrphans(context, olderThanMs, kind); batch.length > 0; batch = await findOrphans(context, olderThanMs, kind)) {
    let removedNow = 0;
    for (const row of batch) if (await deleteUpload(context, row)) removedNow += 1;
    removed += removedNow;
    // A backup is copying files: the rest waits for the next round.
    if (removedNow < batch.length) break;
  }
  return removed;
}

async function sweepTemporaryFiles(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const cutoff = Date.now() - TEMP_AGE_MS;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}

/** Runs the sweep every 10 minutes in this process. */
export const startUploadSweep = (context: AppContext, intervalMs = SWEEP_INTERVAL_MS) =>
  repeat(context, 'upload sweep', intervalMs, async () => {
    const removed = await sweepOrphanUploads(context);
    if (removed > 0) context.log.info({ removed }, 'removed orphaned uploads');
  });
