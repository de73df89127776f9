import { fileTypeFromBuffer } from 'file-type';
import { uploadRules, type UploadKind } from '../../domain/media.ts';
import { fail, ok, type Result } from '../../domain/result.ts';
import type { AppContext } from '../context.server.ts';
import { runImageJob } from './image-process.server.ts';
import { saveUpload } from './upload-store.server.ts';

/** How many leading bytes file-type needs to recognise every type we accept. */
export const SNIFF_BYTES = 4100;

export type Refusal = { status: 413 | 415; error: string };

/**
 * The stored type of a file of `kind`, decided by its first bytes only: the client's name and
 * declared type are never trusted. A PNG called photo.jpg is a PNG; an executable called cv.pdf
 * is refused.
 */
export async function checkType(kind: UploadKind, head: Buffer): Promise<Result<{ contentType: string; ext: string }>> {
  const rule = uploadRules[kind];
  const detected = await fileTypeFromBuffer(head);
  const ext = detected ? rule.types[detected.mime] : undefined;
  return detected && ext ? ok({ contentType: detected.mime, ext }) : fail(rule.invalidType);
}

/** Keeps the client's file name only as metadata: no folders, no control characters, bounded. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Cut by characters, not UTF-16 units: a cut through an emoji would leave half of it, which
  // the database cannot store.
  return Array.from(base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim()).slice(0, 150).join('');
}

/**
 * Checks a received file against the rules of its kind and stores it with its image variants.
 * `source` is a temporary file (streamed uploads) or bytes in memory (data URLs, server-made files).
 */
export async function acceptFile(
  context: AppContext,
  file: { kind: UploadKind; source: { path: string } | { bytes: Buffer }; head: Buffer; size: number; originalName: string; senderHash?: string },
): Promise<{ ok: true; url: string } | ({ ok: false } & Refusal)> {
  const rule = uploadRules[file.kind];
  if (file.size > rule.maxBytes) return { ok: false, status: 413, error: rule.tooLarge };
  const type = await checkType(file.kind, file.head);
  if (!type.ok) return { ok: false, status: 415, error: type.error };

  const input = 'path' in file.source ? file.source.path : file.source.bytes;
  const variants = await runImageJob('makeImageVariants', input, rule.variantWidths);
  if (variants === null) return { ok: false, status: 415, error: rule.invalidType };

  const cleaned = variants.length > 0 ? await runImageJob('withoutMetadata', input, type.value.contentType) : null;
  const url = await saveUpload(context, {
    kind: file.kind,
    contentType: type.value.contentType,
    ext: type.value.ext,
    source: cleaned ? { bytes: cleaned } : file.source,
    size: cleaned ? cleaned.length : file.size,
    originalName: cleanOriginalName(file.originalName),
    senderHash: file.senderHash,
    variants: variants.map((variant) => ({
      name: String(variant.width),
      ext: 'webp',
      contentType: 'image/webp',
      bytes: variant.bytes,
    })),
  });
  return { ok: true, url };
}
