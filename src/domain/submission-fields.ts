import type { z } from 'zod';
import { describedFields, type AnyCollection } from './collection.ts';
import { labelled } from './field-meta.ts';
import { formats, inFormat } from './field-formats.ts';
import { text } from './text.ts';
import type { VisitorInputs } from './visitor-inputs.ts';

/**
 * A submission definition's fields from its form's inputs (src/domain/visitor-inputs.ts): trimmed
 * text within the input's limit, an e-mail input in the e-mail format (field-formats.ts), '' when
 * left out (a required one is then refused by its definition).
 */
export function visitorSchemas<Inputs extends VisitorInputs>(inputs: Inputs): { [Name in keyof Inputs]: z.ZodDefault<z.ZodString> } {
  return Object.fromEntries(
    Object.entries(inputs).map(([name, { maxLength, labelKey: _labelKey, ...meta }]): [string, z.ZodType] => {
      const bounded = meta.input === 'email' ? inFormat(text(maxLength), formats.email) : text(maxLength);
      return [name, labelled(meta.required ? bounded.default('') : bounded.optional().default(''), meta)];
    }),
  ) as { [Name in keyof Inputs]: z.ZodDefault<z.ZodString> };
}

type VisitorField = { name: string; label: string; long: boolean };
// A definition does not change while the site runs, and every enquiry reads its fields five times.
const visitorFieldsOf = new WeakMap<AnyCollection, readonly VisitorField[]>();

/**
 * What a public submission's definition says about the fields a visitor fills in (the annotated,
 * non-internal ones, in definition order), so the server's mapping, its CSV export, its
 * notification mail and the no-JavaScript form's re-shown values all follow the definition: a new
 * field is added there (and to the form that shows it), not to each of them.
 */
export function visitorFields(collection: AnyCollection): readonly VisitorField[] {
  let fields = visitorFieldsOf.get(collection);
  if (!fields) {
    fields = describedFields(collection)
      .filter(({ meta }) => !meta.internal)
      .map(({ name, meta }) => ({ name, label: meta.label, long: meta.input === 'textarea' }));
    visitorFieldsOf.set(collection, fields);
  }
  return fields;
}

/**
 * The visitor's fields of `source`, by name: what is stored, answered and re-shown. `Values` is
 * the type the definition's module declares for them (EnquiryValues, ApplicationValues), named
 * by the caller: the fields are found at run time, so the type cannot be.
 */
export function visitorValues<Values extends object>(collection: AnyCollection, source: Values): Values {
  const fields = source as Record<string, unknown>;
  return Object.fromEntries(visitorFields(collection).map(({ name }) => [name, fields[name]])) as Values;
}

/** The visitor fields' labels: the columns of an export. */
export const visitorLabels = (collection: AnyCollection) => visitorFields(collection).map(({ label }) => label);

/** The visitor fields' values in order, as text: the cells of an export. */
export const visitorCells = (collection: AnyCollection, source: Record<string, unknown>) =>
  visitorFields(collection).map(({ name }) => String(source[name] ?? ''));

/**
 * The labelled rows of a notification mail: the visitor's fields in order with `extra` (when it
 * was sent, its resume) before the long texts, so a mail ends with what the visitor wrote.
 */
export function mailRows(collection: AnyCollection, source: Record<string, unknown>, extra: [string, string][] = []): [string, string][] {
  const rows = (long: boolean) => visitorFields(collection).filter((field) => field.long === long).map(({ name, label }): [string, string] => [label, String(source[name] ?? '')]);
  return [...rows(false), ...extra, ...rows(true)];
}
