import { messages } from '../../domain/messages.ts';
import { uploadRules, type UploadKind } from '../../domain/media.ts';

/** Why a chosen file cannot be used: the title and message of the dialog that says so. */
export interface FileProblem {
  title: string;
  message: string;
}

/** The `accept` attribute of a file picker for `kind`, from the same rules the server enforces. */
export const acceptFor = (kind: UploadKind) => Object.keys(uploadRules[kind].types).join(',');

/**
 * Checks a chosen file against the upload rules of its kind (docs/product.md#limits) before any byte is
 * sent; the server checks again by the file's magic bytes. Returns null when the file may be used.
 */
export function checkChosenFile(kind: UploadKind, file: Pick<File, 'type' | 'size'>): FileProblem | null {
  const rule = uploadRules[kind];
  if (!Object.hasOwn(rule.types, file.type)) {
    return { title: messages.file.invalidTitle, message: rule.invalidType };
  }
  if (file.size > rule.maxBytes) return { title: messages.file.tooLargeTitle, message: rule.tooLarge };
  return null;
}
