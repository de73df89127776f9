import { CONTENT_KEYS, contentDocuments, type ContentDefinition } from '../../domain/content/index.ts';
import { navigate } from '../navigation.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { contentEditorHref } from './links.ts';
import { editorTexts } from './editor-texts.ts';

const say = editorTexts;

/** Every document by its title, with the pages that show it; a title opens its editor. */
export function ContentList({ dashboard }: { dashboard: string }) {
  const documents = CONTENT_KEYS.map((key) => contentDocuments[key] as ContentDefinition);
  const columns: Column<ContentDefinition>[] = [
    {
      header: say.documentsCaption,
      cell: (definition) => {
        const href = contentEditorHref(dashboard, definition.key);
        return (
          <a
            href={href}
            className="fw-semibold"
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {definition.title}
          </a>
        );
      },
    },
    { header: say.shownOn, cell: (definition) => (definition.routes === 'all' ? say.everyPage : definition.routes.join(', ')) },
  ];
  return (
    <div>
      <h2 className="h4 mb-3">{say.title}</h2>
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <p>{say.intro}</p>
          <DataTable caption={say.documentsCaption} columns={columns} rows={documents} rowKey={(definition) => definition.key} loading={false} emptyText="" />
        </div>
      </div>
    </div>
  );
}
