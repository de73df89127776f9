import type { ReactNode } from 'react';
import type { AnyCollection } from '../../domain/collection.ts';
import { mailtoHref } from '../../domain/email.ts';
import { visitorFields } from '../../domain/submission-fields.ts';
import type { Column } from '../ui/DataTable.tsx';
import { LongText } from '../ui/LongText.tsx';

/**
 * The columns of what a visitor sent, in the order of the submission's definition: a field added
 * there is listed here too. `headers` names the columns the admin screens call by other words than
 * the form's labels (an application's programme is its 'Role').
 */
export function visitorColumns<Row extends object>(collection: AnyCollection, headers: Readonly<Record<string, string>> = {}): Column<Row>[] {
  return visitorFields(collection).map((field) => ({
    header: headers[field.name] ?? field.label,
    cell: (row: Row) => visitorCell(field.input, field.long, (row as Record<string, unknown>)[field.answeredAs]),
  }));
}

/** A value as its input suggests: an address to write to, a number to call, a long text folded. */
function visitorCell(input: string | undefined, long: boolean, value: unknown): ReactNode {
  const text = typeof value === 'string' ? value : '';
  if (!text) return null;
  if (input === 'email') return <a href={mailtoHref(text)}>{text}</a>;
  if (input === 'tel') return <a href={`tel:${text}`}>{text}</a>;
  if (long) return <LongText text={text} />;
  return text;
}
