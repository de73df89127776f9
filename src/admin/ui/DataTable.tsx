import { useId, useState, type DragEvent, type ReactNode } from 'react';

export interface Column<Row> {
  /** Column header as people read it. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Header shown only to assistive technology (e.g. for an actions column). */
  visuallyHiddenHeader?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
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
}

/** Drag-and-drop of whole rows; the keyboard way to do the same is the caller's (buttons). */
function useRowDrag<Row>(rows: readonly Row[], rowKey: (row: Row) => string, onRowDrop: DataTableProps<Row>['onRowDrop']) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  if (!onRowDrop) return { rowProps: () => ({}), rowState: () => '' };
  const rowProps = (row: Row) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', rowKey(row));
      setDragged(rowKey(row));
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      setOver(rowKey(row));
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = rows.find((each) => rowKey(each) === dragged);
      end();
      if (from !== undefined && from !== row) onRowDrop(from, row);
    },
    onDragEnd: end,
  });
  const rowState = (row: Row) => (rowKey(row) === dragged ? 'admin-row-dragged' : rowKey(row) === over ? 'admin-row-drop-target' : '');
  return { rowProps, rowState };
}

/**
 * An accessible, phone-friendly table: a captioned table inside a labelled region that scrolls
 * sideways on narrow screens and can be scrolled by keyboard (it takes focus).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, loading, emptyText, rowClassName, onRowDrop } = props;
  const captionId = useId();
  const drag = useRowDrag(rows, rowKey, onRowDrop);
  return (
    // position-relative: the visually hidden texts of the buttons are absolutely positioned, and
    // would otherwise escape the scrolling region and widen the whole page on a phone.
    <div className="table-responsive position-relative" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table table-hover align-middle caption-top mb-0" aria-busy={loading}>
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
              <tr key={rowKey(row)} className={[rowClassName?.(row), drag.rowState(row)].filter(Boolean).join(' ') || undefined} {...drag.rowProps(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
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
