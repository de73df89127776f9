/**
 * Site Content (issue 14, ours): the list of the site's content documents, one document's editor
 * when the address names it (?doc=, in a language other than English &lang=, at a text &field=),
 * or the Translations view (&view=translations), so reload and back return to it.
 */
import { Suspense } from 'react';
import { isOwner } from '../../domain/account.ts';
import { contentDocuments, isContentKey, isOwnersOnlyContent, type ContentDefinition } from '../../domain/content/index.ts';
import { isLanguageCode, isTranslatedLanguage, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../domain/languages.ts';
import { ContentEditor } from '../content/ContentEditor.tsx';
import { ContentList } from '../content/ContentList.tsx';
import { useAdminRoutes, useLocation } from '../navigation.tsx';
import { useSession } from '../session.tsx';
import { OwnersOnlyNotice } from '../ui/OwnersOnlyNotice.tsx';
import { lazyChunk } from '../ui/lazy-chunk.ts';
import { Spinner } from '../ui/Spinner.tsx';

const TranslationsView = lazyChunk('translations', () => import('../content/TranslationsView.tsx'));

export default function SiteContentTab() {
  const { search } = useLocation();
  const { dashboard } = useAdminRoutes();
  const owner = isOwner(useSession().user);
  const query = new URLSearchParams(search);
  const key = query.get('doc');
  const lang = query.get('lang');
  if (query.get('view') === 'translations') {
    const language = isTranslatedLanguage(lang) ? lang : TRANSLATED_LANGUAGES[0]!;
    return (
      <Suspense fallback={<Spinner />}>
        <TranslationsView dashboard={dashboard} language={language} />
      </Suspense>
    );
  }
  if (key !== null && isContentKey(key)) {
    // The English company details are the owners'; their translations stay editors' work.
    if (!owner && isOwnersOnlyContent(key) && (lang === null || lang === 'en')) return <OwnersOnlyNotice />;
    return (
      <ContentEditor key={key} definition={contentDocuments[key] as ContentDefinition} language={isLanguageCode(lang) ? lang : 'en'} field={query.get('field')} dashboard={dashboard} />
    );
  }
  return <ContentList dashboard={dashboard} />;
}
