import type { Client } from '../../domain/client.ts';
import { mediaVariantUrl } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import { apiList } from '../api/client.ts';
import { ClientFormDialog } from '../forms/ClientFormDialog.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { ListPanel } from '../ui/ListPanel.tsx';
import { useServerList } from '../ui/useServerList.ts';
import { MoveButtons, RowActions, RowButton } from './RowActions.tsx';
import { useEditor } from './useEditor.ts';
import { useRemove } from './useRemove.ts';
import { useReorder } from './useReorder.ts';

/** Client Management: the table, the add/edit dialog, delete and ordering. */
export default function ClientsTab() {
  const list = useServerList<Client>((params) => apiList<Client>('/clients', params));
  const reorder = useReorder({ path: '/clients', list, signInFor: 'reorder clients', object: 'client' });
  const remove = useRemove({
    path: '/clients',
    list,
    object: 'client',
    signInFor: 'delete clients',
    successMessage: messages.client.deleted,
  });
  const editor = useEditor<Client>({ add: 'add clients', update: 'update clients' });

  const columns: Column<Client>[] = [
    {
      header: 'Logo',
      cell: (client) =>
        client.logo ? (
          <img
            src={mediaVariantUrl(client.logo, 160)}
            alt=""
            width={64}
            height={64}
            className="rounded border bg-white"
            style={{ objectFit: 'contain' }}
            loading="lazy"
          />
        ) : (
          <span className="text-body-secondary">None</span>
        ),
    },
    { header: 'Name', cell: (client) => client.name },
    { header: 'Short Description', cell: (client) => client.shortDescription },
    {
      header: 'Website',
      cell: (client) =>
        client.website ? (
          <a href={client.website} target="_blank" rel="noopener noreferrer">
            {client.website}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null,
    },
    {
      header: 'Actions',
      cell: (client) => (
        <RowActions>
          <RowButton label="Edit" subject={client.name} variant="primary" onClick={() => void editor.open(client)} />
          <RowButton label="Delete" subject={client.name} variant="danger" onClick={() => remove(client)} />
          {reorder.canReorder ? (
            <MoveButtons
              subject={client.name}
              onMove={(direction) => void reorder.move(client, direction)}
              isFirst={reorder.isFirst(client)}
              isLast={reorder.isLast(client)}
            />
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListPanel
        title="Client Management"
        itemsName="clients"
        list={list}
        columns={columns}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => void editor.open(null)}>
            Add Client
          </button>
        }
      />
      {editor.editing ? (
        <ClientFormDialog
          client={editor.editing.item}
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
