import { boolean, jsonb, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AnyCollection, CollectionDefinition } from '../../domain/collection.ts';
import { defaultValueOf, innerSchema, metaOf } from '../../domain/field-meta.ts';

// The column a field of each kind is stored in; the types say what a row holds.
const textColumn = <Value extends string>(name: string) => text(name).$type<Value>().notNull();
const textColumnWithDefault = <Value extends string>(name: string) => textColumn<Value>(name).default('' as Value);
const listColumn = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);
const flagColumn = (name: string) => boolean(name).notNull().default(false);

type ColumnFor<Value> = [Value] extends [string[]]
  ? ReturnType<typeof listColumn>
  : [Value] extends [boolean]
    ? ReturnType<typeof flagColumn>
    : ReturnType<typeof textColumnWithDefault<Value extends string ? Value : string>>;

/** The columns of a collection's stored fields, keyed like the fields, typed like its checked input. */
export type FieldColumns<Fields extends z.ZodRawShape, Input> = {
  [Key in keyof Fields & keyof Input]: ColumnFor<Input[Key]>;
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * One column per stored field of a collection, named in snake_case: lists as jsonb, yes-or-no
 * fields as boolean (false by default), everything else as text. An always-required field has no default (an insert must give it); a field whose
 * schema defaults to a value (a staff status) keeps that default in the table too; the rest,
 * including those required only beside a status, default to ''.
 */
export function fieldColumns<Fields extends z.ZodRawShape, Input, Transient extends z.ZodRawShape>(
  collection: CollectionDefinition<Fields, Input, Transient>,
): FieldColumns<Fields, Input> {
  const columns: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(collection.fields.shape) as [string, z.ZodType][]) {
    const name = snakeCase(key);
    if (innerSchema(schema) instanceof z.ZodArray || metaOf(schema)?.input === 'tags') {
      columns[key] = listColumn(name);
      continue;
    }
    if (innerSchema(schema) instanceof z.ZodBoolean) {
      columns[key] = flagColumn(name);
      continue;
    }
    const fallback = defaultValueOf(schema);
    if (typeof fallback === 'string' && fallback !== '') columns[key] = textColumn(name).default(fallback);
    else {
      const meta = metaOf(schema);
      columns[key] = meta?.required && !meta.shownWhen ? textColumn(name) : textColumnWithDefault(name);
    }
  }
  return columns as FieldColumns<Fields, Input>;
}

/** The text `?q=` searches: the collection's search columns joined with spaces (one column as it is). */
export function searchExpressionOf(collection: AnyCollection): string {
  const columns = collection.search.map(snakeCase);
  return columns.length === 1 ? columns[0]! : `(${columns.join(" || ' ' || ")})`;
}
