import type { Advertisement } from '../../domain/advertisement.ts';
import { mediaVariantUrl } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import { apiList } from '../api/client.ts';
import { AdvertisementFormDialog } from '../forms/AdvertisementFormDialog.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { ListPanel } from '../ui/ListPanel.tsx';
import { useServerList } from '../ui/useServerList.ts';
import { MoveButtons, RowActions, RowButton } from './RowActions.tsx';
import { useEditor } from './useEditor.ts';
import { useRemove } from './useRemove.ts';
import { useReorder } from './useReorder.ts';

/** Advertisement Management: the table, the add/edit dialog, delete and ordering. */
export default function AdvertisementsTab() {
  const list = useServerList<Advertisement>((params) => apiList<Advertisement>('/advertisements', params));
  const reorder = useReorder({
    path: '/advertisements',
    list,
    signInFor: 'reorder advertisements',
    object: 'advertisement',
  });
  const remove = useRemove({
    path: '/advertisements',
    list,
    object: 'advertisement',
    signInFor: 'delete advertisements',
    successMessage: messages.advertisement.deleted,
  });
  const editor = useEditor<Advertisement>({ add: 'add advertisements', update: 'update advertisements' });

  const columns: Column<Advertisement>[] = [
    {
      header: 'Media',
      cell: (ad) => (
        <div className="d-flex align-items-center gap-2">
          {ad.image ? (
            <img
              src={mediaVariantUrl(ad.image, 400)}
              alt=""
              width={96}
              height={54}
              className="rounded border"
              style={{ objectFit: 'cover' }}
              loading="lazy"
            />
          ) : null}
          {ad.video ? <span className="badge text-bg-info">Video</span> : null}
          {!ad.image && !ad.video ? <span className="text-body-secondary">None</span> : null}
        </div>
      ),
    },
    { header: 'Title', cell: (ad) => ad.title },
    {
      header: 'Actions',
      cell: (ad) => (
        <RowActions>
          <RowButton label="Edit" subject={ad.title} variant="primary" onClick={() => void editor.open(ad)} />
          <RowButton label="Delete" subject={ad.title} variant="danger" onClick={() => remove(ad)} />
          {reorder.canReorder ? (
            <MoveButtons
              subject={ad.title}
              onMove={(direction) => void reorder.move(ad, direction)}
              isFirst={reorder.isFirst(ad)}
              isLast={reorder.isLast(ad)}
            />
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListPanel
        title="Advertisement Management"
        itemsName="advertisements"
        list={list}
        columns={columns}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => void editor.open(null)}>
            Add Advertisement
          </button>
        }
      />
      {editor.editing ? (
        <AdvertisementFormDialog
          advertisement={editor.editing.item}
          onClose={editor.close}
          onSaved={() => {
            editor.close();
            list.reload();
          }}
        />
      ) : null}
    </>
  );
}
