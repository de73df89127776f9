/**
 * Site Content (issue 14, ours): the list of the site's content documents, or one document's
 * editor when the address names it (?doc=), so reload and back return to it.
 */
import { contentDocuments, isContentKey, type ContentDefinition } from '../../domain/content/index.ts';
import { ContentEditor } from '../content/ContentEditor.tsx';
import { ContentList } from '../content/ContentList.tsx';
import { useAdminRoutes, useLocation } from '../navigation.tsx';

export default function SiteContentTab() {
  const { search } = useLocation();
  const { dashboard } = useAdminRoutes();
  const key = new URLSearchParams(search).get('doc');
  if (key !== null && isContentKey(key)) {
    return <ContentEditor key={key} definition={contentDocuments[key] as ContentDefinition} dashboard={dashboard} />;
  }
  return <ContentList dashboard={dashboard} />;
}
