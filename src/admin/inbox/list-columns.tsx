/**
 * The columns both inbox lists share, headed with the names the visitor's form gives its fields
 * (list-kinds.ts `inputs`). Long values (an address, a message, a programme) keep to
 * one line cut with an ellipsis, the whole of it in the title and in the record, so the row's
 * buttons stay on the screen (admin.css, .admin-cell-clip).
 */
import type { ReactNode } from 'react';
import { mailtoHref } from '../../domain/email.ts';
import { languageOf, type LanguageCode } from '../../domain/languages.ts';
import type { VisitorInput } from '../../domain/visitor-inputs.ts';
import type { Column } from '../ui/DataTable.tsx';
import { formatDateTime, formatShortDateTime } from '../ui/format.ts';
import type { InboxKindFacts } from './list-kinds.ts';
import type { Selection } from './list-selection.ts';
import { listTexts } from './list-texts.ts';

interface InboxRow {
  id: string;
  name: string;
  email: string;
  message: string;
  language: LanguageCode;
  createdAt: string;
}

/** A value cut to the cell's width; the title shows it whole. */
export function Clipped({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <span className="admin-clip" title={text}>
      {children ?? text}
    </span>
  );
}

/** When it arrived, short (the full date in its title), and what the list says beside it. */
export function receivedColumn<Row extends InboxRow>(beside?: (row: Row) => ReactNode): Column<Row> {
  return {
    header: 'Received',
    className: 'admin-cell-received',
    cell: (row) => (
      <>
        <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)} className="d-block">
          {formatShortDateTime(row.createdAt)}
        </time>
        {beside?.(row)}
      </>
    ),
  };
}

/**
 * The visitor's name, which opens the record, with the row's tick box before it. The cell is
 * named by the name alone, as the other cells by their value (tests and screen readers find
 * the row by it); the button says what it does.
 */
export function nameColumn<Row extends InboxRow>(facts: InboxKindFacts, selection: Selection, open: (id: string) => void): Column<Row> {
  return {
    header: facts.inputs.name.label,
    className: 'admin-cell-title',
    cellLabel: (row) => row.name,
    cell: (row) => (
      <span className="d-flex align-items-start gap-2">
        <input
          type="checkbox"
          className="form-check-input flex-shrink-0"
          aria-label={listTexts.select(facts.subject(row.name))}
          checked={selection.isSelected(row.id)}
          onChange={(event) => selection.toggle(row.id, event.target.checked)}
        />
        <button type="button" className="btn btn-link p-0 text-start admin-open-record" aria-label={listTexts.open(facts.subject(row.name))} onClick={() => open(row.id)}>
          {row.name}
        </button>
      </span>
    ),
  };
}

export function emailColumn<Row extends InboxRow>(facts: InboxKindFacts): Column<Row> {
  return {
    header: facts.inputs.email.label,
    className: 'admin-cell-clip',
    cell: (row) => (
      <Clipped text={row.email}>
        <a href={mailtoHref(row.email)}>{row.email}</a>
      </Clipped>
    ),
  };
}

/** A text the visitor typed, cut to the cell, headed with its input's label. */
export function clippedColumn<Row>(input: Pick<VisitorInput, 'label'>, text: (row: Row) => string): Column<Row> {
  return { header: input.label, className: 'admin-cell-clip', cell: (row) => <Clipped text={text(row)} /> };
}

export function languageColumn<Row extends InboxRow>(): Column<Row> {
  return { header: 'Language', cell: (row) => languageOf(row.language).name };
}

/** The row's buttons; on a phone they wrap inside the card. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): Column<Row> {
  return { header: 'Actions', className: 'admin-cell-actions', cell };
}
