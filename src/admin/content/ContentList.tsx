import { isOwner } from '../../domain/account.ts';
import { CONTENT_KEYS, contentDocuments, isOwnersOnlyContent, type ContentDefinition } from '../../domain/content/index.ts';
import { languageOf } from '../../domain/languages.ts';
import { failureMessage } from '../api/client.ts';
import { useSession } from '../session.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { InternalLink } from './InternalLink.tsx';
import { ScheduledList } from './ScheduledList.tsx';
import { contentEditorHref, shownOn, translationsViewHref } from './links.ts';
import { editorTexts } from './editor-texts.ts';
import { translationEditorTexts } from './translation-editor-texts.ts';
import { useTranslationNeeds } from './useTranslationNeeds.ts';

const say = { ...editorTexts, ...translationEditorTexts };

/**
 * Every document by its title, with the pages that show it and, per language, how many of its
 * texts are outdated or missing (each a link to the document in that language); a title opens its
 * editor. An editor's list leaves out the company details, which only owners change.
 */
export function ContentList({ dashboard }: { dashboard: string }) {
  const owner = isOwner(useSession().user);
  // An editor is not offered the owners' documents (the company details): the server refuses its writes.
  const documents = CONTENT_KEYS.filter((key) => owner || !isOwnersOnlyContent(key)).map((key) => contentDocuments[key] as ContentDefinition);
  const { needs, error } = useTranslationNeeds();
  const columns: Column<ContentDefinition>[] = [
    {
      header: say.documentsCaption,
      cell: (definition) => {
        const href = contentEditorHref(dashboard, definition.key);
        return (
          <InternalLink href={href} className="fw-semibold">
            {definition.title}
          </InternalLink>
        );
      },
    },
    { header: say.shownOn, cell: shownOn },
    {
      header: say.translations,
      cell: (definition) => {
        if (error) return failureMessage('load', say.translations, error);
        if (!needs) return '…';
        const mine = needs.filter((each) => each.kind === 'content' && each.key === definition.key);
        if (mine.length === 0) return say.allTranslated;
        return (
          <ul className="list-unstyled small mb-0">
            {mine.map(({ language, outdated, missing }) => (
              <li key={language}>
                <InternalLink href={contentEditorHref(dashboard, definition.key, language)}>{say.needs(languageOf(language).name, outdated, missing)}</InternalLink>
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
  return (
    <div>
      <h2 className="h4 mb-3">{say.title}</h2>
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <p>{say.intro}</p>
          <p>
            <InternalLink href={translationsViewHref(dashboard)} className="btn btn-outline-primary btn-sm">
              {say.translations}
            </InternalLink>
          </p>
          <DataTable caption={say.documentsCaption} columns={columns} rows={documents} rowKey={(definition) => definition.key} loading={false} emptyText="" />
          <ScheduledList dashboard={dashboard} />
        </div>
      </div>
    </div>
  );
}
