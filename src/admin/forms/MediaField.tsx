import { useId, useRef } from 'react';
import { useDialogs } from '../ui/dialogs.tsx';
import { FieldError, Label } from './fields.tsx';
import { acceptFor, checkChosenFile, pictureFixFor, type PictureFix } from './fileChecks.ts';
import type { MediaChoice } from './media.ts';
import { PicturePreview } from './PicturePreview.tsx';

export interface MediaFieldProps {
  label: string;
  choice: MediaChoice;
  onChange: (choice: MediaChoice) => void;
  /** 0 to 1 while this field's file is uploading. */
  progress: number | undefined;
  disabled?: boolean;
  /** A file must be kept or chosen: no Remove button, and never called optional. */
  required?: boolean;
  hint?: string;
  /** The rule this field broke, shown under it. */
  error?: string;
}

const isVideoKind = (choice: MediaChoice) => choice.kind === 'video';
// Staff photos and logos are shown square: a chosen one is cropped to a square before it is sent.
const isSquareKind = (choice: MediaChoice) => choice.kind === 'image' || choice.kind === 'logo';

/** The extra button of the 'Invalid File' / 'File Too Large' dialog, by what it will do. */
const fixLabels: Record<PictureFix, string> = {
  convert: 'Convert to JPEG and use it',
  shrink: 'Make it smaller and use it',
};
const unfixable = 'This picture could not be read in the browser. Please choose a JPEG or PNG file.';

/**
 * A picture or video field: shows what is stored now (kept unless replaced or removed), checks a
 * chosen file at once (type and size, in the 'Invalid File' / 'File Too Large' dialogs) and shows
 * the upload's progress while the form saves.
 */
export function MediaField({ label, choice, onChange, progress, disabled, required, hint, error }: MediaFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { showMessage, offer } = useDialogs();
  const shownUrl = choice.removed ? '' : choice.storedUrl;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const status = choice.chosenFile
    ? `Chosen: ${choice.chosenFile.name}. It is uploaded when you save.`
    : shownUrl
      ? 'The current file is kept unless you choose a new one.'
      : required
        ? ''
        : 'Optional.';

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = checkChosenFile(choice.kind, file);
    if (problem) {
      if (input.current) input.current.value = '';
      onChange({ ...choice, chosenFile: null, crop: null });
      // SPEC's dialog as before; for a picture the browser can fix, one more button does it.
      const fix = await pictureFixFor(choice.kind, file);
      if (!fix) await showMessage(problem.title, problem.message);
      else if (await offer(problem.title, problem.message, fixLabels[fix])) {
        const fixed = await import('./picture-edit.ts').then(({ fixPicture }) => fixPicture(choice.kind, file)).catch(() => null);
        if (fixed) return onChange({ ...choice, chosenFile: fixed, removed: false, crop: null });
        await showMessage(problem.title, unfixable);
      }
      input.current?.focus();
      return;
    }
    onChange({ ...choice, chosenFile: file, removed: false, crop: null });
  }

  function clearChoice() {
    if (input.current) input.current.value = '';
    onChange({ ...choice, chosenFile: null, removed: Boolean(choice.storedUrl), crop: null });
  }

  return (
    <div className="mb-3">
      <Label htmlFor={id} label={label} required={required} />
      {shownUrl && !choice.chosenFile ? (
        <div className="d-flex align-items-center gap-2 mb-2">
          {isVideoKind(choice) ? (
            <video src={shownUrl} className="rounded border" width={160} height={90} preload="metadata" controls muted>
              <track kind="captions" />
            </video>
          ) : (
            <img src={shownUrl} alt={`Current ${label.toLowerCase()}`} className="rounded border" width={64} height={64} style={{ objectFit: 'cover' }} />
          )}
          {required ? null : (
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={clearChoice} disabled={disabled}>
              Remove {label.toLowerCase()}
            </button>
          )}
        </div>
      ) : null}
      {choice.chosenFile && !isVideoKind(choice) ? (
        <PicturePreview
          file={choice.chosenFile}
          label={label}
          disabled={disabled}
          {...(isSquareKind(choice) ? { crop: choice.crop ?? null, onCrop: (crop) => onChange({ ...choice, crop }) } : {})}
        />
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        className={error ? 'form-control is-invalid' : 'form-control'}
        accept={acceptFor(choice.kind)}
        disabled={disabled}
        aria-describedby={[helpId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        // Only while nothing is stored: a kept file fulfils the rule.
        aria-required={required && !shownUrl && !choice.chosenFile ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div id={helpId} className="form-text">
        {[hint, status].filter(Boolean).join(' ')}
      </div>
      <FieldError id={errorId} error={error} />
      {progress !== undefined ? (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={`Uploading ${label.toLowerCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="progress-bar" style={{ width: `${Math.round(progress * 100)}%` }}>
            {Math.round(progress * 100)}%
          </div>
        </div>
      ) : null}
    </div>
  );
}
