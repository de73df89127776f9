import { uploadRules, type UploadKind } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import { fail, ok, type Result } from '../../domain/result.ts';
import { isHttpUrl } from '../../domain/text.ts';
import type { AppContext } from '../context.server.ts';
import { acceptFile, SNIFF_BYTES } from './accept-file.server.ts';
import { deleteUpload, findUploadByUrl, isReferenced } from './upload-store.server.ts';
import { RESUME_CLAIM_WINDOW_MS } from './orphan-sweep.server.ts';

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[\w.+-]+)*)(;base64)?,/i;

/** Decodes a data URL; null when it is not one or does not decode. */
function decodeDataUrl(value: string): Buffer | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  const payload = value.slice(match[0].length);
  if (match[3]) {
    if (!/^[A-Za-z0-9+/=\s]*$/.test(payload)) return null;
    return Buffer.from(payload, 'base64');
  }
  try {
    return Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Turns what a create or update call sent for a media field into the URL to store:
 * '' stays '', a data URL is decoded, checked by the upload rules of `kind` and stored as a file,
 * a URL of a file this server stored (of a type `kind` accepts) is kept. `previous` is the value
 * before an update: sending it back unchanged always keeps it.
 */
export async function resolveMediaField(
  context: AppContext,
  field: { value: string; kind: UploadKind; previous?: string },
): Promise<Result<string>> {
  const value = field.value.trim();
  if (value === '') return ok('');
  if (field.previous !== undefined && value === field.previous) return ok(value);
  const rule = uploadRules[field.kind];

  if (value.startsWith('data:')) {
    const bytes = decodeDataUrl(value);
    if (!bytes || bytes.length === 0) return fail(messages.file.unreadable);
    return storeBuffer(context, { kind: field.kind, bytes, originalName: '' });
  }

  // A client's logo may be the address of a picture elsewhere; https only, so pages stay secure.
  if (field.kind === 'logo' && value.startsWith('https://') && isHttpUrl(value)) return ok(value);

  const row = await findUploadByUrl(context, value);
  if (!row || rule.private || !(row.contentType in rule.types)) return fail(messages.file.uploadAgain);
  return ok(value);
}

/** Deletes stored files (and their variants) that no entity references any more. */
export async function releaseMedia(context: AppContext, urls: string[]): Promise<void> {
  for (const url of new Set(urls)) {
    const row = await findUploadByUrl(context, url);
    if (row && !(await isReferenced(context, url))) await deleteUpload(context, row);
  }
}

/**
 * Checks an inquiry's resumeUrl: '' or a resume this server stored that no other inquiry uses.
 * Returns the URL to store.
 */
export async function claimResume(context: AppContext, url: string): Promise<Result<string>> {
  const value = url.trim();
  if (value === '') return ok('');
  const row = await findUploadByUrl(context, value);
  // Past its claim window a resume is abandoned: the budget no longer counts it, and the sweep removes it.
  const expired = row !== null && Date.now() - row.createdAt.getTime() > RESUME_CLAIM_WINDOW_MS;
  if (!row || row.kind !== 'resume' || expired || (await isReferenced(context, value))) {
    return fail(messages.application.resumeNotFound, { code: 'resume_not_found', field: 'resumeUrl' });
  }
  return ok(value);
}

/**
 * Stores bytes under the rules of `kind` (data URLs, demo pictures) and returns the media URL.
 */
export async function storeBuffer(
  context: AppContext,
  file: { kind: UploadKind; bytes: Buffer; originalName: string },
): Promise<Result<string>> {
  const result = await acceptFile(context, {
    kind: file.kind,
    source: { bytes: file.bytes },
    head: file.bytes.subarray(0, SNIFF_BYTES),
    size: file.bytes.length,
    originalName: file.originalName,
  });
  return result.ok ? ok(result.url) : fail(result.error);
}
