/**
 * What the audit trail says about a record of a collection: its name, and the short old → new
 * values of the changed fields (decision 022). Values are kept only for one-line fields that
 * are not a way to reach someone (no phone, e-mail, text areas, files): 'Name: A → B' helps the
 * office, a copy of an address would make the trail a second store of personal data.
 */
import { AUDIT_VALUE_MAX, type AuditChange } from './audit.ts';
import { describedFields, type AnyCollection } from './collection.ts';
import type { FieldInput } from './field-meta.ts';

const SHOWN_INPUTS: ReadonlySet<FieldInput> = new Set(['text', 'select', 'date', 'url', 'tags']);

const asText = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value));

/** A record is called by its collection's first field: a staff member's or a client's name, an advertisement's title. */
export function recordName(collection: AnyCollection, row: Record<string, unknown>): string {
  const first = describedFields(collection)[0];
  return first ? asText(row[first.name]).slice(0, AUDIT_VALUE_MAX) : '';
}

/** The old → new values of `fields` the trail may keep; a value too long to read at a glance is left out. */
export function shownChanges(collection: AnyCollection, fields: readonly string[], before: Record<string, unknown> | null, after: Record<string, unknown>): AuditChange[] {
  const shown = new Set(describedFields(collection).filter(({ meta }) => SHOWN_INPUTS.has(meta.input ?? 'text')).map(({ name }) => name));
  return fields.flatMap((field) => {
    if (!shown.has(field)) return [];
    const from = before ? asText(before[field]) : '';
    const to = asText(after[field]);
    return from.length > AUDIT_VALUE_MAX || to.length > AUDIT_VALUE_MAX ? [] : [{ field, from, to }];
  });
}

/** A field's label in a collection ('Short Description'), or its name where the definition has none. */
export function fieldLabel(collection: AnyCollection | undefined, field: string): string {
  return (collection && describedFields(collection).find(({ name }) => name === field)?.meta.label) ?? field;
}
