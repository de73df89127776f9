import type { DayRange } from '../../domain/day-range.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { downloadText } from './download.ts';
import { tableCsv, tableFileName, type FigureTable } from './figure-tables.ts';

type Row = FigureTable['rows'][number];

/** One of the Statistics screen's tables on its card under its heading, with its CSV download. */
export function FigureTableView({ table, range, className }: { table: FigureTable; range: DayRange; className?: string }) {
  const columns: Column<Row>[] = table.columns.map((column, index) => ({
    header: column.header,
    cell: (row) => row.cells[index],
    className: column.numeric ? 'text-end' : undefined,
  }));
  return (
    // A plain block, not a region: the table's own scrolling region already carries its name.
    <div className={className} data-figures={table.key}>
      <div className="card border-0 shadow-sm h-100">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
            <h3 className="h5 mb-0">{table.title}</h3>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-label={`Download ${table.title} as CSV`}
              onClick={() => downloadText(tableFileName(table, range), tableCsv(table))}
            >
              Download CSV
            </button>
          </div>
          {table.note ? <p className="small text-body-secondary mb-2">{table.note}</p> : null}
          <DataTable
            caption={table.title}
            columns={columns}
            rows={table.rows}
            rowKey={(row) => row.key}
            loading={false}
            emptyText="Nothing counted in this range."
            stacked
          />
        </div>
      </div>
    </div>
  );
}
