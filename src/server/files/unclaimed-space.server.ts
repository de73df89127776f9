import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { HttpError, tooManyRequests } from '../http/errors.server.ts';
import { RESUME_CLAIM_WINDOW_MS } from './orphan-sweep.server.ts';
import { unclaimedUploads } from './upload-store.server.ts';

// Space comes back as applications claim their resumes, or as the unclaimed ones pass their claim window.
const RETRY_AFTER_SECONDS = 600;

/**
 * The unclaimed uploads one sender (one client address) may hold, stored and arriving together,
 * as a number of largest files: a few applications' worth, so that filling the whole budget
 * takes many addresses, never one or two (docs/decisions/253).
 */
export const UNCLAIMED_FILES_PER_SENDER = 3;

/** Bytes of unclaimed uploads this process is receiving and has not yet stored: in all, and by sender. */
interface Receiving {
  total: number;
  bySender: Map<string, number>;
}
const receiving = new WeakMap<AppContext, Receiving>();
const receivingIn = (context: AppContext) => {
  let held = receiving.get(context);
  if (!held) receiving.set(context, (held = { total: 0, bySender: new Map() }));
  return held;
};
function hold(context: AppContext, sender: string | null, bytes: number): void {
  const held = receivingIn(context);
  held.total += bytes;
  if (sender === null) return;
  const left = (held.bySender.get(sender) ?? 0) + bytes;
  if (left > 0) held.bySender.set(sender, left);
  else held.bySender.delete(sender);
}
const receivingFrom = (context: AppContext, sender: string) => receivingIn(context).bySender.get(sender) ?? 0;

const full = () => new HttpError(503, messages.file.uploadsFull, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/** The sender's 429: it may send again once its oldest waiting upload is claimed or leaves its window. */
const senderFull = (oldest: Date | null) => {
  const untilFreed = oldest ? oldest.getTime() + RESUME_CLAIM_WINDOW_MS - Date.now() : RESUME_CLAIM_WINDOW_MS;
  return tooManyRequests(messages.file.tooManyWaiting, Math.max(1, Math.ceil(untilFreed / 1000)));
};

/** What an upload in progress tells the space it may take. */
export interface UnclaimedSpace {
  /** Counts bytes as they arrive; throws 429 or 503 once the stored and arriving ones pass the sender's share or the budget. */
  received(bytes: number): void;
  /** Reads what is stored again before the upload is kept: others may have finished meanwhile. */
  confirm(): Promise<void>;
}

/**
 * Runs `store` for an upload of up to `maxBytes` that anyone may send and that stays unclaimed
 * until its form is sent (a resume), within UNCLAIMED_UPLOADS_MB for the unclaimed ones stored
 * and being received (docs/decisions/037), and, for an anonymous `sender`, within its share of
 * UNCLAIMED_FILES_PER_SENDER largest files (429 past it, before the budget's 503: it is the
 * sender's own doing, and other senders are not refused for it). An upload counts while it can
 * still be claimed (RESUME_CLAIM_WINDOW_MS). It starts only while a largest one would still fit;
 * after that it holds only the bytes it has received, so uploads that stall hold next to
 * nothing. Every arriving chunk is checked, so uploads arriving together cannot all pass on one count.
 */
export async function withUnclaimedSpace<T>(
  context: AppContext,
  kind: string,
  maxBytes: number,
  sender: string | null,
  store: (space: UnclaimedSpace) => Promise<T>,
): Promise<T> {
  const budget = context.env.unclaimedUploadBytes;
  const share = UNCLAIMED_FILES_PER_SENDER * maxBytes;
  const read = async () => ({
    all: (await unclaimedUploads(context, kind, RESUME_CLAIM_WINDOW_MS)).bytes,
    own: sender === null ? null : await unclaimedUploads(context, kind, RESUME_CLAIM_WINDOW_MS, sender),
  });
  const check = (stored: Awaited<ReturnType<typeof read>>, extra: number) => {
    if (sender !== null && stored.own && stored.own.bytes + receivingFrom(context, sender) + extra > share) throw senderFull(stored.own.oldest);
    if (stored.all + receivingIn(context).total + extra > budget) throw full();
  };
  let stored = await read();
  check(stored, maxBytes);
  let held = 0;
  try {
    return await store({
      received(bytes) {
        held += bytes;
        hold(context, sender, bytes);
        check(stored, 0);
      },
      async confirm() {
        stored = await read();
        check(stored, 0);
      },
    });
  } finally {
    hold(context, sender, -held);
  }
}
