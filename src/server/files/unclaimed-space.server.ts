import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { HttpError } from '../http/errors.server.ts';
import { ORPHAN_AGE_MS } from './orphan-sweep.server.ts';
import { unclaimedBytes } from './upload-store.server.ts';

// Space comes back as applications claim their resumes, or within the hour as the sweep removes them.
const RETRY_AFTER_SECONDS = 600;

/** Bytes of uploads this process is receiving right now, per server. */
const receiving = new WeakMap<AppContext, number>();
const hold = (context: AppContext, bytes: number) => receiving.set(context, (receiving.get(context) ?? 0) + bytes);

/**
 * Runs `store` for an upload of up to `maxBytes` that anyone may send and that stays unclaimed
 * until its form is sent (a resume), unless the unclaimed ones stored and being received would
 * pass UNCLAIMED_UPLOADS_MB with it: then 503, try again later. The space is held before the
 * count is read, so uploads arriving together cannot all pass on the same count.
 */
export async function withUnclaimedSpace<T>(context: AppContext, kind: string, maxBytes: number, store: () => Promise<T>): Promise<T> {
  hold(context, maxBytes);
  try {
    const stored = await unclaimedBytes(context, kind, ORPHAN_AGE_MS);
    if (stored + (receiving.get(context) ?? 0) > context.env.unclaimedUploadBytes) {
      throw new HttpError(503, messages.file.uploadsFull, { 'retry-after': String(RETRY_AFTER_SECONDS) });
    }
    return await store();
  } finally {
    hold(context, -maxBytes);
  }
}
