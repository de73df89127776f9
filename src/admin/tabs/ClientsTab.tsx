import { clientCollection, type Client } from '../../domain/client.ts';
import { fieldColumn, type Column } from '../ui/DataTable.tsx';
import { pictureColumn } from '../ui/Thumbnail.tsx';
import { EntityTab } from './EntityTab.tsx';

const columns: Column<Client>[] = [
  pictureColumn('Logo', (client) => client.logo, { variant: 160, width: 64, height: 64, fit: 'contain', className: 'rounded border bg-white' }),
  fieldColumn(clientCollection, 'name'),
  fieldColumn(clientCollection, 'shortDescription'),
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
      collection={clientCollection}
      columns={columns}
      subject={(client) => client.name}
    />
  );
}
