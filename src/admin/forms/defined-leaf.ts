/**
 * How a leaf of a definition is edited, read from its zod schema and field-meta.ts annotation,
 * and how its stored value and its form text turn into each other.
 */
import { z } from 'zod';
import { innerSchema, metaOf, type FieldInput, type FieldMeta } from '../../domain/field-meta.ts';

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

/** The text a field shows for a stored value: tags and languages are comma-separated, a missing value is empty. */
export function formText(stored: unknown): string {
  if (Array.isArray(stored)) return stored.join(', ');
  return typeof stored === 'string' ? stored : '';
}

/** The value stored for a field's text: tags and languages become a list without blanks, other texts stay as typed. */
export function storedValue(schema: z.ZodType, text: string): string | string[] {
  const { input } = definedLeaf(schema);
  if (input !== 'tags' && input !== 'languages') return text;
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
