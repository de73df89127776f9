/**
 * One translatable field in a language other than English: the English text as published, read
 * only, beside the translation's input, with the field's status (missing, outdated, up to date)
 * marked for eyes; the input is described by the English and the status, so both are read out.
 */
import { useId } from 'react';
import type { z } from 'zod';
import type { TranslationStatus } from '../../domain/i18n/translation.ts';
import type { Language } from '../../domain/languages.ts';
import { DefinedField } from './DefinedField.tsx';
import { definedLeaf } from '../../domain/schema-reading.ts';
import { translationTexts as say } from './translation-texts.ts';

const badgeClass: Record<TranslationStatus, string> = {
  missing: 'text-bg-danger',
  outdated: 'text-bg-warning',
  'up-to-date': 'text-bg-success',
};

export interface TranslatedFieldProps {
  schema: z.ZodType;
  /** The text's path, so a link to it can focus its input (useFocusOnPath). */
  path: string;
  label?: string;
  english: string;
  value: string;
  onChange: (text: string) => void;
  status: TranslationStatus;
  language: Language;
  error?: string;
}

export function TranslatedField({ schema, path, label, english, value, onChange, status, language, error }: TranslatedFieldProps) {
  const name = label ?? definedLeaf(schema).meta.label;
  const sourceId = useId();
  return (
    <div className="col-12 admin-translated-field" data-status={status} data-path={path}>
      <div className="row">
        <div className="col-md-6 mb-3">
          <div className="form-label d-flex flex-wrap gap-2 align-items-center">
            {say.inLanguage(name, say.english)}
            {/* The input's hint says the same in words. */}
            <span className={`badge ${badgeClass[status]}`} aria-hidden="true">
              {say.status[status]}
            </span>
          </div>
          <div id={sourceId} lang="en" dir="ltr" className="admin-translation-source border rounded px-2 py-1 bg-body-tertiary">
            {english}
          </div>
        </div>
        <DefinedField
          schema={schema}
          label={say.inLanguage(name, language.name)}
          value={value}
          onChange={onChange}
          error={error}
          translation={{ lang: language.code, dir: language.direction, hint: say.statusHint[status], sourceId }}
        />
      </div>
    </div>
  );
}
