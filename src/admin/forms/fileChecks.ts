import { messages } from '../../domain/messages.ts';
import { uploadRules, type UploadKind } from '../../domain/media.ts';

/** Why a chosen file cannot be used: the title and message of the dialog that says so. */
export interface FileProblem {
  title: string;
  message: string;
}

/** The upload kinds that hold a picture, which the browser can convert or shrink before sending. */
const PICTURE_KINDS: ReadonlySet<UploadKind> = new Set(['image', 'logo', 'ad-image']);

/**
 * The `accept` attribute of a file picker for `kind`, from the same rules the server enforces; a
 * picture field also names the photos the browser can convert for it, so a phone offers them.
 */
export const acceptFor = (kind: UploadKind) => {
  const types = Object.keys(uploadRules[kind].types);
  const convertible = PICTURE_KINDS.has(kind) ? ['image/webp', 'image/heic', 'image/heif', '.heic', '.heif'] : [];
  return [...new Set([...types, ...convertible])].join(',');
};

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

/** Pictures a browser decodes itself; HEIC/HEIF needs the WASM decoder (picture-edit.ts). */
const BROWSER_PICTURES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const HEIC_TYPES: ReadonlySet<string> = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
// The ISO-BMFF brands of HEIC/HEIF photos (bytes 8-11, after 'ftyp'); AVIF's 'avif' is not one.
const HEIC_BRANDS: ReadonlySet<string> = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * Whether `file` is a HEIC/HEIF photo. Browsers often give such a file no type or a guessed
 * one, so its first bytes decide, as on the server.
 */
export async function isHeicFile(file: Blob): Promise<boolean> {
  if (HEIC_TYPES.has(file.type)) return true;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.slice(4, 8) === 'ftyp' && HEIC_BRANDS.has(text.slice(8, 12));
}

/** What the browser can do about a refused picture: convert it to JPEG, or make it smaller. */
export type PictureFix = 'convert' | 'shrink';

/**
 * The fix the 'Invalid File' / 'File Too Large' dialog offers for `file` in a field of `kind`,
 * or null when there is none (not a picture field, or not a picture the browser can read).
 */
export async function pictureFixFor(kind: UploadKind, file: File): Promise<PictureFix | null> {
  if (!PICTURE_KINDS.has(kind)) return null;
  const rule = uploadRules[kind];
  if (Object.hasOwn(rule.types, file.type)) return file.size > rule.maxBytes ? 'shrink' : null;
  return BROWSER_PICTURES.has(file.type) || (await isHeicFile(file)) ? 'convert' : null;
}

