import { uploadRules, type UploadKind } from '../../domain/media.ts';
import type { AppContext } from '../context.server.ts';
import { releaseMedia, resolveMediaField } from '../files/media-fields.server.ts';
import { badRequest, fileRefused, type HttpError } from '../http/errors.server.ts';

/** One media field of an entity and the upload rules its files follow. */
export interface MediaSpec<Field extends string> {
  field: Field;
  kind: UploadKind;
}

export interface ResolvedMedia<Field extends string> {
  values: Record<Field, string>;
  /** Files stored by this call (from data URLs): released again when the write fails. */
  stored: string[];
}

function refusal(kind: UploadKind, error: string): HttpError {
  const rule = uploadRules[kind];
  if (error === rule.tooLarge) return fileRefused(kind, 'tooLarge');
  if (error === rule.invalidType) return fileRefused(kind, 'invalidType');
  return badRequest(error);
}

/**
 * Resolves every media field of a create or update call to the URL to store. On update, a field
 * the body leaves out (undefined) keeps its previous file, and sending the previous URL back keeps
 * it too; an explicit '' removes the file.
 */
export async function resolveMediaInput<Field extends string>(
  context: AppContext,
  specs: readonly MediaSpec<Field>[],
  input: Partial<Record<Field, string>>,
  previous?: Record<Field, string>,
): Promise<ResolvedMedia<Field>> {
  const values = {} as Record<Field, string>;
  const stored: string[] = [];
  for (const { field, kind } of specs) {
    const sent = input[field];
    if (previous && sent === undefined) {
      values[field] = previous[field];
      continue;
    }
    const result = await resolveMediaField(context, { value: sent ?? '', kind, previous: previous?.[field] });
    if (!result.ok) {
      await releaseMedia(context, stored);
      throw refusal(kind, result.error);
    }
    values[field] = result.value;
    if ((sent ?? '').trim().startsWith('data:')) stored.push(result.value);
  }
  return { values, stored };
}

/** Runs the database write; when it fails, the files stored for it are released before rethrowing. */
export async function writeOrRelease<T>(context: AppContext, stored: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await releaseMedia(context, stored.filter(Boolean));
    throw error;
  }
}

/** Files an entity referenced before a write and no longer does after it. */
export function replacedMedia<Field extends string>(
  before: Record<Field, string>,
  after: Record<Field, string>,
  fields: readonly Field[],
): string[] {
  return fields.map((field) => before[field]).filter((url, index) => url && url !== after[fields[index]!]);
}

/** Every file a deleted entity referenced. */
export const mediaOf = <Field extends string>(row: Record<Field, string>, fields: readonly Field[]): string[] =>
  fields.map((field) => row[field]).filter(Boolean);
