import type { UploadKind } from '../../domain/media.ts';
import type { SquareCrop } from './picture-edit.ts';

/**
 * The state of one picture or video field of a form: the URL stored now (kept when nothing new
 * is chosen) and the file chosen to replace it, uploaded only when the form is saved.
 */
export interface MediaChoice {
  kind: UploadKind;
  storedUrl: string;
  chosenFile: File | null;
  removed: boolean;
  /** The square of the chosen picture to keep (staff photos, logos); null keeps all of it. */
  crop?: SquareCrop | null;
}

export const mediaChoice = (kind: UploadKind, storedUrl = ''): MediaChoice => ({
  kind,
  storedUrl,
  chosenFile: null,
  removed: false,
  crop: null,
});

/** The choice after its file was stored at `url`: nothing left to upload. */
export const uploadedChoice = (choice: MediaChoice, url: string): MediaChoice => ({
  ...choice,
  storedUrl: url,
  chosenFile: null,
  removed: false,
  crop: null,
});

type Upload = (kind: UploadKind, file: File, onProgress?: (fraction: number) => void) => Promise<string>;

interface UploadEvents<Name extends string> {
  onProgress: (name: Name, fraction: number) => void;
  /** A file is stored: the form can hold its URL, so a failed save never uploads it twice. */
  onUploaded: (name: Name, url: string) => void;
}

/**
 * Uploads every newly chosen file (one after another, so each progress bar means one file) and
 * returns the URL each field should now hold: the new upload, the stored URL, or '' when removed.
 */
export async function resolveMediaChoices<Name extends string>(
  choices: Record<Name, MediaChoice>,
  upload: Upload,
  events: UploadEvents<Name>,
): Promise<Record<Name, string>> {
  const urls = {} as Record<Name, string>;
  for (const name of Object.keys(choices) as Name[]) {
    const { kind, chosenFile, crop, removed, storedUrl } = choices[name];
    if (chosenFile) {
      events.onProgress(name, 0);
      // The square is cut in the browser (a chunk of its own, loaded only for a cropped picture).
      const file = crop ? await import('./picture-edit.ts').then(({ cropToSquare }) => cropToSquare(kind, chosenFile, crop)) : chosenFile;
      urls[name] = await upload(kind, file, (fraction) => events.onProgress(name, fraction));
      events.onUploaded(name, urls[name]);
    } else {
      urls[name] = removed ? '' : storedUrl;
    }
  }
  return urls;
}
