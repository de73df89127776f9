/**
 * One site content document's editor: its name, the language switch (English, or one of the
 * translated languages, each with the address ?doc=…&lang=…), and the document in that language.
 * The translation editor is its own chunk, loaded when a language other than English is chosen.
 */
import { Suspense, useEffect, useRef } from 'react';
import type { ContentDefinition } from '../../domain/content/index.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { LanguageSelect } from '../forms/LanguageSelect.tsx';
import { navigate } from '../navigation.tsx';
import { lazyChunk } from '../ui/lazy-chunk.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { InternalLink } from './InternalLink.tsx';
import { SchedulePublish } from './SchedulePublish.tsx';
import { editorTexts } from './editor-texts.ts';
import { contentEditorHref, contentListHref, previewHintOf, previewsOf } from './links.ts';
import { translationEditorTexts } from './translation-editor-texts.ts';
import { useContentDocument } from './useContentDocument.ts';

const say = { ...editorTexts, ...translationEditorTexts };
const TranslationDocument = lazyChunk('translation', () => import('./TranslationDocument.tsx'));

export function ContentEditor({ definition, language, field, dashboard }: { definition: ContentDefinition; language: LanguageCode; field: string | null; dashboard: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const listHref = contentListHref(dashboard);

  // Opened from the list: a screen reader starts at the document's name.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div>
      <p className="mb-2">
        <InternalLink href={listHref} className="admin-back-link">
          <span aria-hidden="true">← </span>
          {say.allDocuments}
        </InternalLink>
      </p>
      <h2 ref={heading} tabIndex={-1} className="h4 mb-1">
        {definition.title}
      </h2>
      <LanguageSelect value={language} onChange={(chosen) => navigate(contentEditorHref(dashboard, definition.key, chosen))} hint={say.languageHint} />
      {language === 'en' ? (
        <EnglishDocument definition={definition} />
      ) : (
        <Suspense fallback={<Spinner />}>
          <TranslationDocument key={language} definition={definition} language={language} field={field} />
        </Suspense>
      )}
    </div>
  );
}

/** The document in English: its form, draft, preview, publish (now or later) and revisions. */
function EnglishDocument({ definition }: { definition: ContentDefinition }) {
  const content = useContentDocument(definition);
  return (
    <DocumentForm
      document={content}
      schema={definition.schema}
      title={definition.title}
      previews={previewsOf(definition, 'en')}
      previewHint={previewHintOf(definition, say.previewHint)}
      statusWords={say}
    >
      <SchedulePublish document={content} scheduled={content.state?.scheduled ?? null} />
    </DocumentForm>
  );
}
