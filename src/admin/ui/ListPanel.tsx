import type { ReactNode } from 'react';
import { messages } from '../../domain/messages.ts';
import { failureMessage } from '../api/client.ts';
import { DataTable, type Column } from './DataTable.tsx';
import { Pager } from './Pager.tsx';
import { SearchBox } from './SearchBox.tsx';
import { PAGE_SIZE, type ServerList } from './useServerList.ts';

interface ListPanelProps<Item extends { id: string }> {
  /** The tab's heading, e.g. 'Staff Members'. */
  title: string;
  /** What the rows are, plural and lower case, e.g. 'team members' (search label, messages). */
  itemsName: string;
  list: ServerList<Item>;
  columns: readonly Column<Item>[];
  /** Buttons beside the search box (Add, Export). */
  actions?: ReactNode;
  rowClassName?: (item: Item) => string | undefined;
  /** Rows can be dragged onto each other (see DataTable); `hint` says so above the table. */
  onRowDrop?: (dragged: Item, target: Item) => void;
  hint?: string;
  /** How a row is named when it is announced, e.g. after a save: 'Asha Menon'. */
  describe?: (item: Item) => string;
  /** Between the search and the table: a filter, what to do with the rows chosen. */
  beforeTable?: ReactNode;
  /** Rows as cards on a phone (DataTable's `stacked`). */
  stacked?: boolean;
  /** What narrows the list besides the search, lower case, for the empty table: 'No new enquiries.' */
  filterName?: string;
}

/** A tab's list: heading, search, actions, the table and its pages, all served by the server. */
export function ListPanel<Item extends { id: string }>(props: ListPanelProps<Item>) {
  const { title, itemsName, list, columns, actions, rowClassName, onRowDrop, hint, describe, beforeTable, stacked, filterName } = props;
  const shown = filterName ? `${filterName} ${itemsName}` : itemsName;
  const emptyText = list.query ? `No ${shown} match "${list.query}".` : filterName ? `No ${shown}.` : `No ${itemsName} yet.`;
  const marked = list.items.find((item) => item.id === list.markedId);
  const announcement = marked && describe ? messages.savedRowShown(describe(marked), Math.floor(list.offset / PAGE_SIZE) + 1) : '';
  return (
    <div>
      <h2 className="h4 mb-3">{title}</h2>
      {/* A white card: on the dashboard's grey the outline buttons fall below 4.5:1 contrast. */}
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <div className="flex-grow-1" style={{ minWidth: '12rem', maxWidth: '28rem' }}>
              <SearchBox label={`Search ${itemsName}`} query={list.query} onSearch={list.setQuery} />
            </div>
            {actions}
          </div>
          {list.error ? (
            <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
              <span className="me-auto">{failureMessage('load', itemsName, list.error)}</span>
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={list.reload}>
                Try again
              </button>
            </div>
          ) : null}
          {beforeTable}
          {hint ? <p className="small text-body-secondary mb-2">{hint}</p> : null}
          <DataTable
            caption={title}
            columns={columns}
            rows={list.items}
            rowKey={(item) => item.id}
            loading={list.loading}
            emptyText={emptyText}
            rowClassName={rowClassName}
            onRowDrop={onRowDrop}
            markedKey={list.markedId}
            stacked={stacked}
          />
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
          <Pager
            label={title}
            offset={list.offset}
            pageSize={PAGE_SIZE}
            shown={list.items.length}
            total={list.total}
            onOffsetChange={list.setOffset}
          />
        </div>
      </div>
    </div>
  );
}
