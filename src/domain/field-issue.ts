import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import { innerSchema, metaOf } from './field-meta.ts';
import { formatOf } from './field-formats.ts';
import { fieldMessages } from './field-messages.ts';

/**
 * A refused input as the API answers it and a form shows it beside its field: the field's path
 * ('hero.headline', 'name'; '' when no one field is at fault), the message in words and, where
 * one fits, its stable code.
 */
export interface FieldIssue {
  field: string;
  message: string;
  code?: ErrorCode;
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

/** The value at a concrete path (list positions as numbers or digit strings); undefined past its end. */
export function valueAt(document: unknown, path: readonly PropertyKey[]): unknown {
  let current = document;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[step];
  }
  return current;
}

interface Reading {
  /** What a value of the wrong kind (a number where text belongs) is told; by default it names the label. */
  wrongKind?: string;
  /** What is said when the failing field has no label (a field of the request that is not the form's). */
  unlabelled: string;
}

/**
 * The first failure of an input against an annotated schema, in the product's words: a rule's own
 * message where the definition gives one, otherwise one naming the field's label (too long, too
 * short, required, too few or too many entries, not of the expected kind). One reading for
 * collections and site content documents alike.
 */
export function firstFieldIssue(schema: z.ZodType, input: unknown, error: z.ZodError, reading: Reading): FieldIssue {
  const issue = error.issues[0];
  if (!issue) return { field: '', message: reading.unlabelled };
  const field = issue.path.map(String).join('.');
  const label = metaOf(schemaAt(schema, issue.path) ?? schema)?.label;
  const say = (message: string, code?: ErrorCode): FieldIssue => (code ? { field, message, code } : { field, message });
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      // A field of the request that is not the form's (the sender's clock) is named by its key.
      const name = label ?? (field || 'A field');
      return say(issue.origin === 'array' ? fieldMessages.tooMany(name, max) : fieldMessages.tooLong(name, max), 'too_long');
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (!label) return say(reading.unlabelled);
      if (issue.origin === 'array') return say(fieldMessages.tooFew(label, min));
      return min > 1 ? say(fieldMessages.tooShort(label, min)) : say(fieldMessages.required(label), 'required');
    }
    case 'invalid_type':
    case 'invalid_union':
      if (reading.wrongKind !== undefined) return say(reading.wrongKind);
      if (!label) return say(reading.unlabelled);
      return valueAt(input, issue.path) === undefined ? say(fieldMessages.required(label), 'required') : say(fieldMessages.wrongType(label));
    default: {
      // A format's refusal names the field; the definitions give their other rules (choices,
      // duplicates) messages of their own, and a rule with a stable code names it in its params.
      const format = issue.code === 'custom' ? formatOf(issue.params) : undefined;
      if (format) return say(format.message(label ?? (field || 'A field')), format.code);
      return say(label ? issue.message : reading.unlabelled, issue.code === 'custom' ? (issue.params?.code as ErrorCode | undefined) : undefined);
    }
  }
}
