import type { Client } from '../../domain/client.ts';
import { clientEntity } from '../entities.ts';
import { ClientFormDialog } from '../forms/ClientFormDialog.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { pictureColumn } from '../ui/Thumbnail.tsx';
import { EntityTab } from './EntityTab.tsx';

const columns: Column<Client>[] = [
  pictureColumn('Logo', (client) => client.logo, { variant: 160, width: 64, height: 64, fit: 'contain', className: 'rounded border bg-white' }),
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
];

/** Client Management: the table, the add/edit dialog, delete and ordering. */
export default function ClientsTab() {
  return (
    <EntityTab
      entity={clientEntity}
      columns={columns}
      subject={(client) => client.name}
      Dialog={ClientFormDialog}
    />
  );
}
