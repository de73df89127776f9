import { DataTable, type DataTableProps } from './DataTable.tsx';
import { Pager } from './Pager.tsx';
import { PAGE_SIZE, type ServerList } from './useServerList.ts';

type PagedTableProps<Item extends { id: string }> = Omit<DataTableProps<Item>, 'rows' | 'rowKey' | 'loading'> & { list: ServerList<Item> };

/** A server-paged list as a table with its pager below; the caption names both. */
export function PagedTable<Item extends { id: string }>({ list, ...table }: PagedTableProps<Item>) {
  return (
    <>
      <DataTable {...table} rows={list.items} rowKey={(item) => item.id} loading={list.loading} />
      <Pager label={table.caption} offset={list.offset} pageSize={PAGE_SIZE} shown={list.items.length} total={list.total} onOffsetChange={list.setOffset} />
    </>
  );
}
