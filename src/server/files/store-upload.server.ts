import { rm } from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import { uploadRules, type UploadKind } from '../../domain/media.ts';
import type { AppContext } from '../context.server.ts';
import { HttpError, tooLarge, unsupportedType } from '../http/errors.server.ts';
import { acceptFile, checkType } from './accept-file.server.ts';
import { FileTooLargeError, FileTypeError, receiveFile } from './receive-file.server.ts';
import { withUnclaimedSpace } from './unclaimed-space.server.ts';

/**
 * Streams one multipart file into storage under the rules of its kind (type by magic bytes,
 * size while streaming) and answers its media URL. Throws 413, 415 or the storage's refusal;
 * nothing partial is kept; 503 when unclaimed resumes fill their share of the disk. Shared by
 * POST /api/uploads and the application form's plain post.
 */
export async function storeUploadedPart(context: AppContext, kind: UploadKind, part: MultipartFile): Promise<string> {
  // Anyone may send a resume, and it waits unclaimed until its application arrives: the disk
  // those may take together is bounded.
  if (kind === 'resume') return withUnclaimedSpace(context, kind, uploadRules[kind].maxBytes, () => storePart(context, kind, part));
  return storePart(context, kind, part);
}

async function storePart(context: AppContext, kind: UploadKind, part: MultipartFile): Promise<string> {
  const rule = uploadRules[kind];
  let received;
  try {
    received = await receiveFile(context.env.dataDir, part.file, {
      maxBytes: rule.maxBytes,
      checkHead: async (head) => (await checkType(kind, head)).ok,
    });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge(rule.tooLarge);
    if (error instanceof FileTypeError) throw unsupportedType(rule.invalidType);
    throw error;
  }
  try {
    const result = await acceptFile(context, {
      kind,
      source: { path: received.path },
      head: received.head,
      size: received.size,
      originalName: part.filename ?? '',
    });
    if (!result.ok) throw new HttpError(result.status, result.error);
    return result.url;
  } finally {
    // Moved into storage on success; removed here on failure or after a copy to S3.
    await rm(received.path, { force: true });
  }
}
