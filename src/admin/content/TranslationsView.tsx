/**
 * The Translations view (Site Content, its own chunk): in one language, every document and row
 * with texts missing or outdated, each text a link straight to it beside its English.
 */
import { useEffect, useRef, useState } from 'react';
import { contentDefinition, type ContentKey } from '../../domain/content/index.ts';
import type { TranslationNeeds } from '../../domain/content/translation-api.ts';
import { describedFields } from '../../domain/collection.ts';
import { advertisementCollection } from '../../domain/advertisement.ts';
import { clientCollection } from '../../domain/client.ts';
import { staffCollection } from '../../domain/staff.ts';
import { languageOf, type TranslatedLanguage } from '../../domain/languages.ts';
import { failureMessage } from '../api/client.ts';
import { tabHref } from '../dashboard/tab-ids.ts';
import { LanguageSelect } from '../forms/LanguageSelect.tsx';
import { translationTexts } from '../forms/translation-texts.ts';
import { navigate } from '../navigation.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { editorTexts } from './editor-texts.ts';
import { InternalLink } from './InternalLink.tsx';
import { contentEditorHref, contentListHref, translationsViewHref } from './links.ts';
import { pathLabel } from './path-label.ts';
import { translationEditorTexts } from './translation-editor-texts.ts';
import { TranslationFileActions } from './TranslationFileActions.tsx';
import { useTranslationNeeds } from './useTranslationNeeds.ts';

const say = { ...editorTexts, ...translationEditorTexts };
const collections = { staff: staffCollection, clients: clientCollection, advertisements: advertisementCollection } as const;

/** A text's place in words: a document's labels down to it, or a row's field label. */
function fieldLabel(needs: TranslationNeeds, path: string): string {
  if (needs.kind === 'content') return pathLabel(contentDefinition(needs.key as ContentKey).schema, path);
  return describedFields(collections[needs.kind]).find((field) => field.name === path)?.meta.label ?? path;
}

/** Where a text is edited in the language. */
function fieldHref(dashboard: string, needs: TranslationNeeds, path: string): string {
  if (needs.kind === 'content') return contentEditorHref(dashboard, needs.key, needs.language, path);
  return `${tabHref(dashboard, needs.kind)}&edit=${encodeURIComponent(needs.key)}&lang=${needs.language}&field=${encodeURIComponent(path)}`;
}

export default function TranslationsView({ dashboard, language }: { dashboard: string; language: TranslatedLanguage }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [generation, setGeneration] = useState(0);
  const { needs, error } = useTranslationNeeds(language, generation);
  const name = languageOf(language).name;

  useEffect(() => heading.current?.focus(), []);

  return (
    <div>
      <p className="mb-2">
        <InternalLink href={contentListHref(dashboard)} className="admin-back-link">
          <span aria-hidden="true">← </span>
          {say.allDocuments}
        </InternalLink>
      </p>
      <h2 ref={heading} tabIndex={-1} className="h4 mb-1">
        {say.translations}
      </h2>
      <p>{say.viewIntro}</p>
      <LanguageSelect value={language} onChange={(chosen) => chosen !== 'en' && navigate(translationsViewHref(dashboard, chosen))} hint={say.viewLanguageHint} withoutEnglish />
      <TranslationFileActions language={language} onImported={() => setGeneration((count) => count + 1)} />
      {error ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage('load', say.translations, error)}
        </div>
      ) : needs === null ? (
        <Spinner />
      ) : needs.length === 0 ? (
        <p className="alert alert-success">{say.allUpToDate(name)}</p>
      ) : (
        needs.map((each) => (
          <section key={`${each.kind}:${each.key}`} className="card border-0 shadow-sm mb-3" aria-labelledby={`needs-${each.key}`}>
            <div className="card-body">
              <h3 id={`needs-${each.key}`} className="h6 mb-1">
                {each.kind === 'content' ? contentDefinition(each.key as ContentKey).title : `${say.kinds[each.kind]}: ${each.title}`}
              </h3>
              <p className="small text-body-secondary mb-2">{say.needs(name, each.outdated, each.missing)}</p>
              <ul className="mb-0">
                {each.fields?.map((field) => (
                  <li key={field.path}>
                    <InternalLink href={fieldHref(dashboard, each, field.path)}>{fieldLabel(each, field.path)}</InternalLink>{' '}
                    <span className={`badge ${field.status === 'outdated' ? 'text-bg-warning' : 'text-bg-danger'}`}>{translationTexts.status[field.status]}</span>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))
      )}
    </div>
  );
}
