import { rm } from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import { uploadRules, type UploadKind } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { fileRefused, tooManyRequests } from '../http/errors.server.ts';
import { acceptFile, checkType } from './accept-file.server.ts';
import { FileTooLargeError, FileTypeError, receiveFile } from './receive-file.server.ts';
import { withUnclaimedSpace, type UnclaimedSpace } from './unclaimed-space.server.ts';
import { senderHash } from './upload-sender.server.ts';

/** Anonymous uploads one caller address (an IPv6 /64) may have in progress at once. */
export const UPLOADS_AT_ONCE_PER_ADDRESS = 2;
// The others of that address end within the request time-out, or sooner when they stall.
const RETRY_AFTER_SECONDS = 30;

/** Anonymous uploads in progress, by caller address key, per server. */
const inProgress = new WeakMap<AppContext, Map<string, number>>();

/**
 * Streams one multipart file into storage under the rules of its kind (type by magic bytes,
 * size while streaming) and answers its media URL. Throws 413, 415 or the storage's refusal;
 * nothing partial is kept; 503 when unclaimed resumes fill their share of the disk; 429 when the
 * anonymous caller (`address`, null for a signed-in one) already has its uploads in progress, or
 * its resumes waiting to be claimed fill its own share.
 * Shared by POST /api/uploads and the application form's plain post.
 */
export async function storeUploadedPart(context: AppContext, kind: UploadKind, part: MultipartFile, address: string | null): Promise<string> {
  // Anyone may send a resume, and it waits unclaimed until its application arrives: the disk
  // those may take together is bounded.
  const sender = address === null ? null : await senderHash(context, address);
  const store = () =>
    kind === 'resume'
      ? withUnclaimedSpace(context, kind, uploadRules[kind].maxBytes, sender, (space) => storePart(context, kind, part, space, sender))
      : storePart(context, kind, part);
  return address === null ? store() : oneOfFewPerAddress(context, address, store);
}

/** Runs an anonymous caller's upload unless that address already has its share in progress (429). */
async function oneOfFewPerAddress<T>(context: AppContext, address: string, upload: () => Promise<T>): Promise<T> {
  const counts = inProgress.get(context) ?? new Map<string, number>();
  inProgress.set(context, counts);
  const current = counts.get(address) ?? 0;
  if (current >= UPLOADS_AT_ONCE_PER_ADDRESS) throw tooManyRequests(messages.file.tooManyAtOnce, RETRY_AFTER_SECONDS);
  counts.set(address, current + 1);
  try {
    return await upload();
  } finally {
    const left = (counts.get(address) ?? 1) - 1;
    if (left > 0) counts.set(address, left);
    else counts.delete(address);
  }
}

async function storePart(context: AppContext, kind: UploadKind, part: MultipartFile, space?: UnclaimedSpace, sender?: string | null): Promise<string> {
  const rule = uploadRules[kind];
  let received;
  try {
    received = await receiveFile(context.env.dataDir, part.file, {
      maxBytes: rule.maxBytes,
      checkHead: async (head) => (await checkType(kind, head)).ok,
      onBytes: space?.received,
    });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw fileRefused(kind, 'tooLarge');
    if (error instanceof FileTypeError) throw fileRefused(kind, 'invalidType');
    throw error;
  }
  try {
    await space?.confirm();
    const result = await acceptFile(context, {
      kind,
      source: { path: received.path },
      head: received.head,
      size: received.size,
      originalName: part.filename ?? '',
      senderHash: sender ?? undefined,
    });
    if (!result.ok) throw result.status === 413 ? fileRefused(kind, 'tooLarge') : fileRefused(kind, 'invalidType');
    return result.url;
  } finally {
    // Moved into storage on success; removed here on failure or after a copy to S3.
    await rm(received.path, { force: true });
  }
}
