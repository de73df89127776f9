/**
 * Reading a definition's zod schema the way its editors and its documentation do: what a leaf is
 * edited as, a list's item and size, a group's fields. The admin's forms, the translation screens
 * and docs/content.md (scripts/content-docs.ts) all read definitions through these.
 */
import { z } from 'zod';
import { innerSchema, metaOf, type FieldInput, type FieldMeta } from './field-meta.ts';

/** What a leaf of a definition is edited as, read once from its schema. */
export interface DefinedLeaf {
  meta: FieldMeta;
  input: FieldInput;
  /** A select's values, in the definition's order: its meta's, or a z.enum's own. */
  options: readonly string[];
  maxLength: number | undefined;
}

/** A leaf's edit: its annotation, its control (a z.enum is a select) and its limits. */
export function definedLeaf(schema: z.ZodType): DefinedLeaf {
  const meta = metaOf(schema);
  if (!meta) throw new Error('A field without a label cannot be edited: annotate its schema with labelled().');
  const inner = innerSchema(schema);
  const options = meta.options ?? (inner instanceof z.ZodEnum ? (inner.options as string[]) : []);
  const input = meta.input ?? (options.length ? 'select' : 'text');
  const maxLength = inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
  return { meta, input, options, maxLength };
}

/** Whether a schema is a leaf a DefinedField edits (a group or list is walked instead). */
export const isLeaf = (schema: z.ZodType) => {
  const inner = innerSchema(schema);
  return !(inner instanceof z.ZodObject) && !(inner instanceof z.ZodArray && metaOf(schema)?.input !== 'tags');
};

/** The list's item schema and its annotated limits (the schema's own min/max checks). */
export function listOf(schema: z.ZodType) {
  const inner = innerSchema(schema) as z.ZodArray<z.ZodType>;
  let min = 0;
  let max = Infinity;
  for (const check of inner.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number };
    if (def.check === 'min_length' && def.minimum !== undefined) min = def.minimum;
    if (def.check === 'max_length' && def.maximum !== undefined) max = def.maximum;
  }
  return { item: inner.element, min, max, meta: metaOf(schema) };
}

/** The fields of a group, in the definition's order. */
export const groupFields = (schema: z.ZodType) => Object.entries((innerSchema(schema) as z.ZodObject).shape) as [string, z.ZodType][];
