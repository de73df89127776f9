import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { HttpError } from '../http/errors.server.ts';
import { ORPHAN_AGE_MS } from './orphan-sweep.server.ts';
import { unclaimedBytes } from './upload-store.server.ts';

// Space comes back as applications claim their resumes, or within the hour as the sweep removes them.
const RETRY_AFTER_SECONDS = 600;

/** Bytes of unclaimed uploads this process has received so far and not yet stored, per server. */
const receiving = new WeakMap<AppContext, number>();
const hold = (context: AppContext, bytes: number) => receiving.set(context, (receiving.get(context) ?? 0) + bytes);
const receivingNow = (context: AppContext) => receiving.get(context) ?? 0;

const full = () => new HttpError(503, messages.file.uploadsFull, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/** What an upload in progress tells the space it may take. */
export interface UnclaimedSpace {
  /** Counts bytes as they arrive; throws 503 once the stored and arriving ones pass the share. */
  received(bytes: number): void;
  /** Reads what is stored again before the upload is kept: others may have finished meanwhile. */
  confirm(): Promise<void>;
}

/**
 * Runs `store` for an upload of up to `maxBytes` that anyone may send and that stays unclaimed
 * until its form is sent (a resume), within UNCLAIMED_UPLOADS_MB for the unclaimed ones stored
 * and being received (docs/decisions/037). It starts only while a largest one would still fit;
 * after that it holds only the bytes it has received, so uploads that stall hold next to nothing.
 * Every arriving chunk is checked against the share, so uploads arriving together cannot all
 * pass on one count.
 */
export async function withUnclaimedSpace<T>(context: AppContext, kind: string, maxBytes: number, store: (space: UnclaimedSpace) => Promise<T>): Promise<T> {
  const budget = context.env.unclaimedUploadBytes;
  let stored = await unclaimedBytes(context, kind, ORPHAN_AGE_MS);
  if (stored + receivingNow(context) + maxBytes > budget) throw full();
  let held = 0;
  try {
    return await store({
      received(bytes) {
        held += bytes;
        hold(context, bytes);
        if (stored + receivingNow(context) > budget) throw full();
      },
      async confirm() {
        stored = await unclaimedBytes(context, kind, ORPHAN_AGE_MS);
        if (stored + receivingNow(context) > budget) throw full();
      },
    });
  } finally {
    hold(context, -held);
  }
}
