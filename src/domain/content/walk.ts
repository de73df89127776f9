import { z } from 'zod';
import { firstFieldIssue, type FieldIssue } from '../field-issue.ts';
import { innerSchema, metaOf, type FieldMeta } from '../field-meta.ts';
import { contentMessages } from './messages.ts';

/** One field of a document's schema: a group, a list or a value an editor types or picks. */
export interface ContentField {
  /** Object keys, with '*' for 'every entry of this list': ['services', '*', 'title']. */
  path: string[];
  kind: 'group' | 'list' | 'value';
  schema: z.ZodType;
  meta: FieldMeta | undefined;
}

/** Every field of a schema, parents before their children (docs, tests and the server's media checks read it). */
export function* contentFields(schema: z.ZodType, path: string[] = []): Generator<ContentField> {
  const inner = innerSchema(schema);
  const meta = metaOf(schema);
  if (inner instanceof z.ZodObject) {
    if (path.length) yield { path, kind: 'group', schema, meta };
    for (const [key, child] of Object.entries(inner.shape)) yield* contentFields(child as z.ZodType, [...path, key]);
  } else if (inner instanceof z.ZodArray) {
    yield { path, kind: 'list', schema, meta };
    yield* contentFields(inner.element as z.ZodType, [...path, '*']);
  } else {
    yield { path, kind: 'value', schema, meta };
  }
}

/** The values at a field path in a document, each with its own path ('*' steps into every entry of a list). */
export function valuesAt(document: unknown, path: readonly string[]): { path: (string | number)[]; value: unknown }[] {
  let current: { path: (string | number)[]; value: unknown }[] = [{ path: [], value: document }];
  for (const step of path) {
    current = current.flatMap(({ path: at, value }) => {
      if (step === '*') return Array.isArray(value) ? value.map((entry, index) => ({ path: [...at, index], value: entry })) : [];
      return value !== null && typeof value === 'object' && step in value ? [{ path: [...at, step], value: (value as Record<string, unknown>)[step] }] : [];
    });
  }
  return current;
}

/** The first failure of a document: its definitions' own messages, or one naming the field's label. */
export const firstContentIssue = (schema: z.ZodType, input: unknown, error: z.ZodError): FieldIssue =>
  firstFieldIssue(schema, input, error, { unlabelled: contentMessages.invalidDocument });
