import { z } from 'zod';
import { innerSchema, metaOf, type FieldMeta } from '../field-meta.ts';
import { messages } from '../messages.ts';
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

/** The schema of the field at a concrete path ('services', 2, 'title'); undefined past its end. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const step of path) {
    const inner: z.ZodType | undefined = current && innerSchema(current);
    if (inner instanceof z.ZodObject && typeof step === 'string') current = inner.shape[step] as z.ZodType | undefined;
    else if (inner instanceof z.ZodArray && typeof step === 'number') current = inner.element as z.ZodType;
    else return undefined;
  }
  return current;
}

/** A rule failure as the API answers it: the field's path ('hero.headline') and the message in words. */
export interface ContentIssue {
  field: string;
  message: string;
}

/**
 * The first failure of a document, in the product's words: the definitions' own messages, and for
 * a value of the wrong kind (a number where text belongs, a missing field) one naming the label.
 */
export function firstContentIssue(schema: z.ZodType, input: unknown, error: z.ZodError): ContentIssue {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const field = path.map(String).join('.');
  if (!issue || issue.code !== 'invalid_type') return { field, message: issue?.message ?? contentMessages.invalidDocument };
  const label = metaOf(schemaAt(schema, path) ?? schema)?.label;
  if (!label) return { field, message: contentMessages.invalidDocument };
  const missing = valueAt(input, path) === undefined;
  return { field, message: missing ? contentMessages.required(label) : contentMessages.wrongType(label) };
}

function valueAt(document: unknown, path: readonly PropertyKey[]): unknown {
  let current = document;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[step];
  }
  return current;
}
