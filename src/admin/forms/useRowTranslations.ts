/**
 * A collection row's translations in its dialog: the language shown (English first), the row's
 * stored translations and their versions (loaded when a language is first chosen), one form per
 * language edited, each text's status as the form holds it, and saving every language edited once
 * the English is saved, made from the English as saved. A row's translation is published as it is
 * saved (rows have no drafts).
 */
import { useEffect, useState } from 'react';
import type { CollectionOf } from '../../domain/collection.ts';
import { rowSourceTexts, rowTranslationDocument, translatableFields } from '../../domain/i18n/row-translation.ts';
import { editedTranslation, translationStatus, type FieldTranslations, type RowTranslations } from '../../domain/i18n/translation.ts';
import type { TranslationState, TranslationVersions } from '../../domain/content/translation-api.ts';
import { languageOf, type LanguageCode, type TranslatedLanguage } from '../../domain/languages.ts';
import { api } from '../api/client.ts';
import { entityOf } from '../entities.ts';
import { formSchemaOf } from './collection-form.ts';
import type { TranslationView } from './SchemaForm.tsx';
import { fromForm, toForm, type FormGroup } from './schema-values.ts';

type Row = Readonly<Record<string, unknown>> & { id: string };

export function useRowTranslations(collection: CollectionOf<unknown>, item: Row | null, initialLanguage: LanguageCode = 'en') {
  const schema = formSchemaOf(collection);
  const path = item ? `${entityOf(collection).path}/${item.id}/translations` : '';
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [stored, setStored] = useState<RowTranslations | null>(null);
  const [versions, setVersions] = useState<TranslationVersions>({});
  const [loadError, setLoadError] = useState<unknown>(null);
  const [forms, setForms] = useState<Partial<Record<TranslatedLanguage, FormGroup>>>({});
  /** Only a saved row with texts to translate has a language switch. */
  const offered = item !== null && translatableFields(collection).length > 0;

  function choose(next: LanguageCode) {
    setLanguage(next);
    if (next !== 'en' && stored === null && item) {
      setLoadError(null);
      api<{ translations: RowTranslations; versions: TranslationVersions }>('GET', path).then((every) => {
        setVersions(every.versions);
        setStored(every.translations);
      }, setLoadError);
    }
  }

  // Opened in a language (a link to one of the row's texts): loaded as if chosen, once.
  const [opened] = useState(initialLanguage);
  useEffect(() => {
    if (opened !== 'en') choose(opened);
    // choose is this render's; the language to open in never changes.
  }, [opened]);

  const translated = language === 'en' ? null : language;
  const initial = (lang: TranslatedLanguage) => toForm(schema, rowTranslationDocument(collection, item!, stored?.[lang])) as FormGroup;
  const form = translated && stored && item ? (forms[translated] ?? initial(translated)) : null;
  const change = (update: (value: FormGroup) => FormGroup) => {
    if (translated) setForms((current) => ({ ...current, [translated]: update(current[translated] ?? initial(translated)) }));
  };

  /** The translation a language's form holds, fingerprinted against `english` (the row's English). */
  const translationOf = (lang: TranslatedLanguage, english: Row, languageForm: FormGroup): FieldTranslations => {
    const document = fromForm(schema, languageForm) as Record<string, unknown>;
    return editedTranslation(rowSourceTexts(collection, english), stored?.[lang], (field) => document[field]);
  };

  const view: TranslationView | undefined =
    translated && form && item
      ? {
          source: toForm(schema, item) as FormGroup,
          status: translationStatus(rowSourceTexts(collection, item), translationOf(translated, item, form)),
          saved: translationStatus(rowSourceTexts(collection, item), stored?.[translated]),
          onlyNeedsWork: false,
          language: languageOf(translated),
        }
      : undefined;

  /**
   * Saves every language edited here, after the English: each made from `saved` (the row as just
   * stored). A refusal shows that language, so the field at fault is on screen.
   */
  async function save(saved: Row): Promise<void> {
    // Each language saved names its new version, so saving again after a refusal takes it over.
    const now = { ...versions };
    for (const [lang, languageForm] of Object.entries(forms) as [TranslatedLanguage, FormGroup][]) {
      try {
        const state = await api<TranslationState>('PUT', `${path}/${lang}`, { version: now[lang] ?? 0, draft: translationOf(lang, saved, languageForm) });
        now[lang] = state.version;
        setVersions({ ...now });
      } catch (error) {
        setLanguage(lang);
        throw error;
      }
    }
  }

  /** Whether any language was changed here (its form exists once changed). */
  const edited = Object.keys(forms).length > 0;

  return { offered, language, choose, loadError, form, change, view, save, edited };
}
