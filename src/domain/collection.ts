import { z } from 'zod';
import type { AuditEntity } from './audit.ts';
import { firstFieldIssue } from './field-issue.ts';
import { metaOf, type FieldMeta } from './field-meta.ts';
import type { UploadKind } from './media.ts';
import { fail, type Result } from './result.ts';

/** Who may make a call: anyone, any signed-in account, or owners only (docs/product.md#roles). */
export type Access = 'public' | 'signed-in' | 'owner';

/**
 * One entity's facts in one place, in the spirit of Payload's collection configs: its fields
 * (annotated zod), the rules its input follows (docs/product.md#rules), who may read and write it,
 * what it is called on screen, how its lists are searched and ordered. The database table, the API
 * routes, the media bookkeeping, the admin's form and labels and the auth-matrix cases are derived
 * from it; server-only hooks (uniqueness, QR codes, notifications) sit beside it in src/server.
 */
export interface CollectionDefinition<Fields extends z.ZodRawShape = z.ZodRawShape, Input = unknown, Transient extends z.ZodRawShape = z.ZodRawShape> {
  /** What its audit entries are about. */
  entity: AuditEntity;
  /** The API collection under /api, e.g. '/clients'. */
  path: string;
  /** The words every screen, dialog and message uses for it. */
  labels: {
    /** One of them in a sentence: 'Are you sure you want to delete this client?' */
    object: string;
    /** Several in a sentence: 'Please log in to add clients.', 'Search clients'. */
    itemsName: string;
    /** Buttons and dialog titles: 'Add Client'. */
    noun: string;
    /** The admin tab's heading. */
    title: string;
  };
  /** The success texts (docs/product.md#messages). */
  messages: { added?: string; updated?: string; deleted: string };
  /** The stored fields, each a column; the annotated ones are what forms show. */
  fields: z.ZodObject<Fields>;
  /** What a request may carry beside them and is never stored as sent: a honeypot, the sender's clock. */
  transient?: z.ZodObject<Transient>;
  /**
   * The rules that span fields or reach beyond them (docs/product.md#rules), in the order the
   * form checks them; may normalise the input. What one field's definition says (its limit,
   * that it is required, its format) is checked before them and is not repeated here.
   */
  rules: (input: z.output<z.ZodObject<Fields & Transient>>) => Result<Input>;
  /** What an incomplete request is told: a required field left blank, or a body that is not even the right shape. */
  incomplete: string;
  access: { list: Access; create: Access; update: Access; delete: Access };
  /**
   * What anonymous callers may read of a public list, when not every field: they then get only
   * the collection's curated public view, never a page of the table.
   */
  publicFields?: readonly string[];
  /** Lists: in the admins' display order (with reordering), or newest first. */
  order: 'display' | 'newest';
  /** The columns `?q=` searches, joined with spaces (the trigram index is built on the same). */
  search: readonly string[];
}

/** A collection whose checked input is `Input`, for code that does not need its fields' types. */
export type CollectionOf<Input> = Omit<CollectionDefinition, 'fields' | 'transient' | 'rules'> & {
  fields: z.ZodObject;
  transient?: z.ZodObject;
  rules: (input: never) => Result<Input>;
};
export type AnyCollection = CollectionOf<unknown>;

/** The access patterns the entities follow (docs/product.md#access). */
export const accessPatterns = {
  /** Anyone reads the list; signed-in staff manage it (staff, clients, advertisements). */
  publicListManagedByStaff: { list: 'public', create: 'signed-in', update: 'signed-in', delete: 'signed-in' },
  /** Anyone sends one; signed-in staff read and handle them (contacts, inquiries). */
  sentByAnyoneReadByStaff: { list: 'signed-in', create: 'public', update: 'signed-in', delete: 'signed-in' },
  /** Owners only, for every call (accounts). */
  ownersOnly: { list: 'owner', create: 'owner', update: 'owner', delete: 'owner' },
} as const satisfies Record<string, CollectionDefinition['access']>;

export function defineCollection<Fields extends z.ZodRawShape, Input, Transient extends z.ZodRawShape = {}>(
  definition: CollectionDefinition<Fields, Input, Transient>,
): CollectionDefinition<Fields, Input, Transient> {
  return definition;
}

/** What a create or update call may send: the stored fields and the transient ones. */
const requestSchemas = new WeakMap<object, z.ZodObject>();
function requestSchemaOf(collection: { fields: z.ZodObject; transient?: z.ZodObject }): z.ZodObject {
  let schema = requestSchemas.get(collection);
  if (!schema) requestSchemas.set(collection, (schema = collection.transient ? collection.fields.extend(collection.transient.shape) : collection.fields));
  return schema;
}

/** Checks a body against a collection's shapes, then its rules: one way of validating, everywhere. */
export function validateWith<Input>(collection: CollectionOf<Input>, body: unknown): Result<Input> {
  const schema = requestSchemaOf(collection);
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    // A body of the wrong shape altogether is told the collection's own first rule.
    const { message, field, code } = firstFieldIssue(schema, body, parsed.error, { wrongKind: collection.incomplete, unlabelled: collection.incomplete });
    return fail(message, { ...(field ? { field } : {}), ...(code ? { code } : {}) });
  }
  const blank = firstBlankRequired(collection, parsed.data as Record<string, unknown>);
  if (blank) return fail(blank.meta.requiredMessage ?? collection.incomplete, { code: 'required', field: blank.name });
  // The rules take what the shapes produce, which is what the parse above returned.
  return (collection.rules as (input: unknown) => Result<Input>)(parsed.data);
}

export interface FieldDescription {
  name: string;
  meta: FieldMeta;
  schema: z.ZodType;
}

// A definition does not change while the site runs, and every request it checks reads its fields.
const described = new WeakMap<object, readonly FieldDescription[]>();

/** The annotated fields in the order they are defined: what a form shows. */
export function describedFields(collection: AnyCollection): readonly FieldDescription[] {
  let fields = described.get(collection);
  if (!fields) {
    fields = Object.entries(collection.fields.shape).flatMap(([name, schema]) => {
      const meta = metaOf(schema as z.ZodType);
      return meta ? [{ name, meta, schema: schema as z.ZodType }] : [];
    });
    described.set(collection, fields);
  }
  return fields;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The first field the definition marks required that was left blank, in definition order (the
 * form's order): one shown only beside another field's value counts while it is shown.
 */
function firstBlankRequired(collection: AnyCollection, input: Record<string, unknown>): FieldDescription | undefined {
  return describedFields(collection).find(
    ({ name, meta }) => meta.required && (!meta.shownWhen || input[meta.shownWhen.field] === meta.shownWhen.equals) && isBlank(input[name]),
  );
}

/** The fields holding a stored file, with the upload rules each follows. */
export function mediaFieldsOf(collection: AnyCollection): { field: string; kind: UploadKind }[] {
  return describedFields(collection).flatMap(({ name, meta }) =>
    meta.input === 'media' && meta.media ? [{ field: name, kind: meta.media }] : [],
  );
}
