/**
 * One site content document's translation into one language: the English as published beside the
 * translation's draft (else what is published), saved and published like the English
 * (useDraftDocument), and each text's status as the form holds it now.
 */
import { useMemo } from 'react';
import type { z } from 'zod';
import type { ContentDefinition } from '../../domain/content/index.ts';
import { contentSourceTexts, translationDocument } from '../../domain/content/translate.ts';
import type { TranslationState } from '../../domain/content/translation-api.ts';
import { valueAt } from '../../domain/field-issue.ts';
import { editedTranslation, translationStatus, type FieldTranslations } from '../../domain/i18n/translation.ts';
import type { TranslatedLanguage } from '../../domain/languages.ts';
import { fromForm, toForm, type FormGroup } from '../forms/schema-values.ts';
import { documentPath } from './useContentDocument.ts';
import { useDraftDocument } from './useDraftDocument.ts';
import { useUntranslatedWarning } from './untranslated-warning.ts';

/** The translation a form holds: its texts, fingerprinted against the English (editedTranslation). */
function translationOf(schema: z.ZodObject, form: FormGroup, state: TranslationState): FieldTranslations {
  const document = fromForm(schema, form);
  return editedTranslation(contentSourceTexts(schema, state.source), state.draft ?? state.published, (path) => valueAt(document, path.split('.')));
}

export function useTranslationDocument(definition: ContentDefinition, language: TranslatedLanguage) {
  const { key, schema, title } = definition;
  const beforePublish = useUntranslatedWarning(definition, `${documentPath(key)}/untranslated?lang=${language}`);
  const document = useDraftDocument<TranslationState>({
    path: `${documentPath(key)}/translations/${language}`,
    schema,
    title,
    signInFor: { save: 'save a translation', publish: 'publish a translation', restore: 'restore a translation' },
    formOf: (state) => toForm(schema, translationDocument(schema, state.source, state.draft ?? state.published)) as FormGroup,
    draftOf: (form, state) => translationOf(schema, form, state),
    beforePublish,
  });
  const { state, form } = document;
  const source = useMemo(() => (state ? (toForm(schema, state.source) as FormGroup) : null), [schema, state]);
  const status = useMemo(
    () => (state && form ? translationStatus(contentSourceTexts(schema, state.source), translationOf(schema, form, state)) : null),
    [schema, state, form],
  );
  const saved = useMemo(() => (state ? translationStatus(contentSourceTexts(schema, state.source), state.draft ?? state.published) : null), [schema, state]);
  return { ...document, source, status, saved };
}
