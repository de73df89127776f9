/**
 * Some of the site's languages, a checkbox each, named in English and in its own script (marked
 * with its language, so a screen reader says it right). English stays checked and cannot be
 * unchecked: every other language shows English where a text has no translation. The form holds
 * the codes as a text ('en, ml'), as it holds tags.
 */
import { useId } from 'react';
import { LANGUAGES, type LanguageCode, SOURCE_LANGUAGE } from '../../domain/languages.ts';
import { FieldError, Hint } from './fields.tsx';

interface LanguagesFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

const codesIn = (value: string) => new Set(value.split(',').map((code) => code.trim()));

export function LanguagesField({ label, value, onChange, hint, error, disabled }: LanguagesFieldProps) {
  const id = useId();
  const chosen = codesIn(value);
  const isChosen = (code: LanguageCode) => code === SOURCE_LANGUAGE || chosen.has(code);
  const choose = (code: LanguageCode, on: boolean) =>
    onChange(
      LANGUAGES.filter((language) => (language.code === code ? on : isChosen(language.code)))
        .map((language) => language.code)
        .join(', '),
    );
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6">{label}</legend>
      <div className="d-flex flex-wrap column-gap-4">
        {LANGUAGES.map(({ code, name, nativeName, direction }) => (
          <div key={code} className="form-check">
            <input
              id={`${id}-${code}`}
              type="checkbox"
              className={error ? 'form-check-input is-invalid' : 'form-check-input'}
              checked={isChosen(code)}
              // English cannot be switched off; the hint says why.
              disabled={disabled || code === SOURCE_LANGUAGE}
              aria-invalid={error && code !== SOURCE_LANGUAGE ? true : undefined}
              onChange={(event) => choose(code, event.target.checked)}
            />
            <label htmlFor={`${id}-${code}`} className="form-check-label">
              {name}
              {code === SOURCE_LANGUAGE ? null : (
                <>
                  {' ('}
                  <span lang={code} dir={direction}>
                    {nativeName}
                  </span>
                  {')'}
                </>
              )}
            </label>
          </div>
        ))}
      </div>
      <Hint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
