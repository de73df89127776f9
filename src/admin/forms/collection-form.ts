import { z } from 'zod';
import { describedFields, type CollectionOf } from '../../domain/collection.ts';
import { toForm, type FormGroup } from './schema-values.ts';

const formSchemas = new WeakMap<object, z.ZodObject>();

/**
 * The form of a collection: its annotated fields, in the definition's order, as one object schema
 * SchemaForm draws like a content document (the same field instances, so the same annotations).
 */
export function formSchemaOf(collection: CollectionOf<unknown>): z.ZodObject {
  let schema = formSchemas.get(collection);
  if (!schema) formSchemas.set(collection, (schema = z.object(Object.fromEntries(describedFields(collection).map(({ name, schema: field }) => [name, field])))));
  return schema;
}

/** The form's values: the item's when editing, the definition's defaults when adding. */
export const collectionFormOf = (collection: CollectionOf<unknown>, item: object | null): FormGroup =>
  toForm(formSchemaOf(collection), item ?? {}) as FormGroup;
