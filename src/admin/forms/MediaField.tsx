import { useId, useRef } from 'react';
import { useDialogs } from '../ui/dialogs.tsx';
import { FieldError, Label } from './fields.tsx';
import { acceptFor, checkChosenFile } from './fileChecks.ts';
import type { MediaChoice } from './media.ts';

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

/**
 * A picture or video field: shows what is stored now (kept unless replaced or removed), checks a
 * chosen file at once (type and size, in the 'Invalid File' / 'File Too Large' dialogs) and shows
 * the upload's progress while the form saves.
 */
export function MediaField({ label, choice, onChange, progress, disabled, required, hint, error }: MediaFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { showMessage } = useDialogs();
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
      onChange({ ...choice, chosenFile: null });
      await showMessage(problem.title, problem.message);
      input.current?.focus();
      return;
    }
    onChange({ ...choice, chosenFile: file, removed: false });
  }

  function clearChoice() {
    if (input.current) input.current.value = '';
    onChange({ ...choice, chosenFile: null, removed: Boolean(choice.storedUrl) });
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
