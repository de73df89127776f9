/**
 * A site content document in a language other than English (its own chunk, loaded when a language
 * is chosen): each translatable text beside its English as published, with its status, and
 * "Show only fields that need work"; Save draft, Preview at /{language}/…?preview, Publish,
 * Revisions. Opened at one text (&field=), its input has the focus.
 */
import { useId, useMemo, useState } from 'react';
import type { ContentDefinition } from '../../domain/content/index.ts';
import { languageOf, type TranslatedLanguage } from '../../domain/languages.ts';
import type { TranslationView } from '../forms/SchemaForm.tsx';
import { useFocusOnPath } from '../forms/useFocusOnPath.ts';
import { DocumentForm } from './DocumentForm.tsx';
import { previewHintOf, previewsOf } from './links.ts';
import { translationEditorTexts } from './translation-editor-texts.ts';
import { useTranslationDocument } from './useTranslationDocument.ts';

const say = translationEditorTexts;

export default function TranslationDocument({ definition, language, field }: { definition: ContentDefinition; language: TranslatedLanguage; field: string | null }) {
  const translation = useTranslationDocument(definition, language);
  const [onlyNeedsWork, setOnlyNeedsWork] = useState(false);
  const filterId = useId();
  const { source, status, saved, state } = translation;
  const view = useMemo<TranslationView | undefined>(
    () => (source && status && saved ? { source, status, saved, onlyNeedsWork, language: languageOf(language) } : undefined),
    [source, status, saved, onlyNeedsWork, language],
  );
  useFocusOnPath(field, view !== undefined);
  const nothingToDo = onlyNeedsWork && saved !== null && [...saved.values()].every((each) => each === 'up-to-date');

  return (
    <DocumentForm
      document={translation}
      schema={definition.schema}
      title={`${definition.title} (${languageOf(language).name})`}
      previews={previewsOf(definition, language)}
      previewHint={previewHintOf(definition, say.translationPreviewHint)}
      statusWords={{ draftWaiting: say.translationDraftWaiting, upToDate: state?.version === 0 ? say.notStarted : say.translationUpToDate }}
      translation={view}
    >
      <div className="form-check mb-2">
        <input id={filterId} type="checkbox" className="form-check-input" checked={onlyNeedsWork} onChange={(event) => setOnlyNeedsWork(event.target.checked)} />
        <label htmlFor={filterId} className="form-check-label">
          {say.onlyNeedsWork}
        </label>
      </div>
      {nothingToDo ? (
        <p className="alert alert-info" role="status">
          {say.nothingToDo}
        </p>
      ) : null}
    </DocumentForm>
  );
}
