import { messages } from '../../domain/messages.ts';
import { apiList, failureMessage } from '../api/client.ts';
import { RowButton } from '../tabs/RowActions.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Modal } from '../ui/Modal.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useServerList } from '../ui/useServerList.ts';
import { editorTexts } from './editor-texts.ts';

import type { ContentRevision } from '../../domain/content/content-api.ts';

interface RevisionsDialogProps {
  /** The API path of the document or translation whose revisions these are ('/content/home', '/content/home/translations/ml'). */
  path: string;
  title: string;
  onRestore: (revision: ContentRevision) => void;
  onClose: () => void;
}

const say = editorTexts;

/** Who published each version and when, newest first; any of them can become the draft again. */
export function RevisionsDialog({ path, title, onRestore, onClose }: RevisionsDialogProps) {
  const list = useServerList<ContentRevision>((params) => apiList<ContentRevision>(`${path}/revisions`, params));
  const columns: Column<ContentRevision>[] = [
    { header: say.version, cell: (revision) => revision.version },
    { header: say.publishedAt, cell: (revision) => <span className="text-nowrap">{formatDateTime(revision.publishedAt)}</span> },
    { header: say.publishedBy, cell: (revision) => revision.publishedBy ?? say.someone },
    {
      header: 'Actions',
      visuallyHiddenHeader: true,
      cell: (revision) => (
        <RowButton label={say.restore} subject={`${say.version.toLowerCase()} ${revision.version}`} variant="primary" onClick={() => onRestore(revision)} />
      ),
    },
  ];
  return (
    <Modal
      title={`${say.revisionsTitle}: ${title}`}
      onClose={onClose}
      size="lg"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {messages.admin.close}
        </button>
      }
    >
      {list.error ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage('load', say.revisionsTitle.toLowerCase(), list.error)}
        </div>
      ) : null}
      <PagedTable caption={say.revisionsCaption} columns={columns} list={list} emptyText={say.noRevisions} />
    </Modal>
  );
}
