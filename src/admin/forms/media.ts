import type { UploadKind } from '../../domain/media.ts';

/**
 * The state of one picture or video field of a form: the URL stored now (kept when nothing new
 * is chosen) and the file chosen to replace it, uploaded only when the form is saved.
 */
export interface MediaChoice {
  kind: UploadKind;
  storedUrl: string;
  chosenFile: File | null;
  removed: boolean;
}

export const mediaChoice = (kind: UploadKind, storedUrl = ''): MediaChoice => ({
  kind,
  storedUrl,
  chosenFile: null,
  removed: false,
});

/** The choice after its file was stored at `url`: nothing left to upload. */
export const uploadedChoice = (choice: MediaChoice, url: string): MediaChoice => ({
  ...choice,
  storedUrl: url,
  chosenFile: null,
  removed: false,
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
    const choice = choices[name];
    if (choice.chosenFile) {
      events.onProgress(name, 0);
      urls[name] = await upload(choice.kind, choice.chosenFile, (fraction) => events.onProgress(name, fraction));
      events.onUploaded(name, urls[name]);
    } else {
      urls[name] = choice.removed ? '' : choice.storedUrl;
    }
  }
  return urls;
}
