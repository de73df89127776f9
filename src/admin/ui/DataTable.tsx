import { useEffect, useId, useRef, type ReactNode } from 'react';
import { describedFields, type CollectionOf } from '../../domain/collection.ts';
import { useDragToPlace } from './useDragToPlace.ts';

export interface Column<Row> {
  /** Column header as people read it. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Header shown only to assistive technology (e.g. for an actions column). */
  visuallyHiddenHeader?: boolean;
  className?: string;
  /**
   * The cell's accessible name, when its content says more than the value: a name shown as the
   * button that opens the record is named "Open message from Asha" while the cell is "Asha".
   */
  cellLabel?: (row: Row) => string;
}

/** A column showing one text field of a collection, headed by the field's label. */
export function fieldColumn<Row extends object>(collection: CollectionOf<unknown>, field: keyof Row & string): Column<Row> {
  const described = describedFields(collection).find((candidate) => candidate.name === field);
  if (!described) throw new Error(`${field} is not a labelled field of ${collection.path}`);
  return { header: described.meta.label, cell: (row) => String(row[field] ?? '') };
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading: boolean;
  /** Shown in place of rows when there are none (differs for "nothing yet" and "no matches"). */
  emptyText: string;
  rowClassName?: (row: Row) => string | undefined;
  /** Makes rows draggable: a row dropped onto another is handed over with it. */
  onRowDrop?: (dragged: Row, target: Row) => void;
  /** The key of a row to mark (e.g. just saved); it is scrolled into view. */
  markedKey?: string | null;
  /**
   * On a phone, each row becomes a card of its cells, each headed by its column (admin.css), so
   * its actions are in reach without scrolling sideways (issue 37). On by default; false keeps a
   * table that scrolls sideways in its region.
   */
  stacked?: boolean;
}

/**
 * An accessible, phone-friendly table: a captioned table inside a labelled region that can be
 * scrolled by keyboard (it takes focus); on a phone its rows are cards (`stacked`).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, loading, emptyText, rowClassName, onRowDrop, markedKey, stacked = true } = props;
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  const drag = useDragToPlace(rows, rowKey, onRowDrop);
  useEffect(() => {
    if (markedKey) region.current?.querySelector('.admin-row-saved')?.scrollIntoView({ block: 'nearest' });
  }, [markedKey]);
  const classNameOf = (row: Row) =>
    [rowClassName?.(row), drag.itemState(row), markedKey && rowKey(row) === markedKey ? 'admin-row-saved' : ''].filter(Boolean).join(' ') || undefined;
  return (
    // position-relative: the visually hidden texts of the buttons are absolutely positioned, and
    // would otherwise escape the scrolling region and widen the whole page on a phone.
    <div ref={region} className="table-responsive position-relative" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`table table-hover align-middle caption-top mb-0${stacked ? ' admin-table-stacked' : ''}`} aria-busy={loading}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead className="table-light">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.visuallyHiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="text-start text-md-center text-body-secondary py-4">
                {loading ? 'Loading...' : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={classNameOf(row)} {...drag.itemProps(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className} data-label={column.header} aria-label={column.cellLabel?.(row)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
