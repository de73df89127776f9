import { useId } from 'react';
import { LANGUAGES, type LanguageCode } from '../../domain/languages.ts';
import { translationTexts } from './translation-texts.ts';

/** The language switch of a document or a row: English, the source, or one of the languages translating it (only those `withoutEnglish`). */
export function LanguageSelect({ value, onChange, hint, withoutEnglish = false }: { value: LanguageCode; onChange: (language: LanguageCode) => void; hint: string; withoutEnglish?: boolean }) {
  const id = useId();
  return (
    <div className="mb-2 admin-language-switch">
      <label htmlFor={id} className="form-label small mb-1">
        {translationTexts.language}
      </label>
      <select id={id} className="form-select form-select-sm" value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value as LanguageCode)}>
        {LANGUAGES.filter(({ code }) => !withoutEnglish || code !== 'en').map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <div id={`${id}-hint`} className="form-text">
        {hint}
      </div>
    </div>
  );
}
