import { z } from 'zod';
import type { UploadKind } from './media.ts';

/**
 * How a field is edited and named, kept beside its zod schema: collection definitions and site
 * content documents annotate their schemas with it, and admin forms, table columns and labels
 * are derived from it. One vocabulary, so a new field is one line in one definition.
 */
export type FieldInput =
  | 'text'
  | 'textarea'
  /** Paragraphs, **bold**, *italic* and [links](https://…), escaped and rendered on the server. */
  | 'markdown'
  | 'email'
  | 'url'
  | 'tel'
  | 'date'
  /** A moment typed as the company's wall-clock time (a datetime-local input), stored as an ISO instant; '' for none. */
  | 'datetime'
  /** Yes or no, a checkbox; a boolean when stored. */
  | 'checkbox'
  | 'select'
  /** A stored file's URL, uploaded under the rules of `FieldMeta.media`. */
  | 'media'
  /** Comma-separated in the form, a list of texts when stored. */
  | 'tags'
  /** Some of the site's languages (languages.ts), a checkbox each; a list of codes when stored. */
  | 'languages';

/** Where a visitor sees a field: see FieldMeta.visibleOn. */
export type Visibility = 'card' | 'page';

export interface FieldMeta {
  /** The visible label, in the product's words: 'Short Description'. */
  label: string;
  /** Omitted: strings are 'text'; arrays are edited as lists and objects as groups. */
  input?: FieldInput;
  hint?: string;
  /** Text areas. */
  rows?: number;
  /** Half a row on wide screens; full width by default. */
  width?: 'half' | 'full';
  /** The upload rules of a 'media' field. */
  media?: UploadKind;
  autoComplete?: string;
  /** Lists: what one item is called in 'Add Service', 'Remove Service 2'. */
  itemLabel?: string;
  /**
   * Marked with * and `required`, and enforced: a collection refuses the field left blank
   * (validateWith), a content document's builders refuse it in their schemas.
   */
  required?: boolean;
  /** What a blank required field is told, where it is not its collection's `incomplete` (a resignation reason names itself). */
  requiredMessage?: string;
  /** A select's choices, when the schema keeps the value a text and checks it is one of them (field-formats.ts `choiceOf`). */
  options?: readonly string[];
  /** A select's empty first option ('Select blood group'); omitted, a value is always chosen. */
  placeholder?: string;
  /** Shown, and required when marked so, only while another field has this value: a resignation reason. */
  shownWhen?: { field: string; equals: string };
  /** An input's type and keyboard beyond its kind: inputMode 'tel'. */
  inputMode?: 'text' | 'tel' | 'url' | 'email' | 'numeric';
  /**
   * Where anonymous visitors see it, for records with pages of their own (a staff member's):
   * 'card' on the list's cards and on the record's page, 'page' on the page only. Omitted, only
   * signed-in staff see it.
   */
  visibleOn?: Visibility;
  /**
   * Read by the server and the editors only, never shown on a page nor answered to anonymous
   * callers: the address new enquiries are announced to.
   */
  internal?: boolean;
  /**
   * Text a visitor reads, kept per language beside the English source (src/domain/i18n): page
   * copy, descriptions, picture descriptions, a role. Names, IDs, dates, links, addresses of mail
   * and phone, and media are never translated.
   */
  translatable?: boolean;
  /**
   * The field's name in the JSON API and the plain form post when they keep a published name the
   * code does not use: an inquiry's programme travels as `role` (src/domain/wire-names.ts).
   */
  wireName?: string;
}

export const fieldMeta = z.registry<FieldMeta>();

declare const metaMark: unique symbol;

/**
 * A field's schema as the type system knows it: with its annotation, so types over a
 * definition's fields (TranslatableFieldOf, VisibleFieldOf) follow the definition. The mark
 * exists only in types.
 */
export type Labelled<T extends z.ZodType, Meta> = T & { readonly [metaMark]: Meta };

/** The names of a definition's fields whose annotation is of the form `Wanted`. */
type FieldsWhere<Shape, Wanted> = { [Name in keyof Shape]: Shape[Name] extends { readonly [metaMark]: Wanted } ? Name : never }[keyof Shape] & string;

/** The names of a definition's fields marked `translatable: true`. */
export type TranslatableFieldOf<Shape> = FieldsWhere<Shape, { translatable: true }>;

/** The names of a definition's fields visitors see on `where` (FieldMeta.visibleOn): a card's are on the page too. */
export type VisibleFieldOf<Shape, Where extends Visibility> = FieldsWhere<Shape, { visibleOn: Where extends 'card' ? 'card' : Visibility }>;

/** The names of the fields of `shape` visitors see on `where`, in definition order: the run-time side of VisibleFieldOf. */
export function visibleFields<Shape extends z.ZodRawShape, Where extends Visibility>(shape: Shape, where: Where): VisibleFieldOf<Shape, Where>[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const visibleOn = metaOf(schema as z.ZodType)?.visibleOn;
    return visibleOn === 'card' || (where === 'page' && visibleOn === 'page') ? [name as VisibleFieldOf<Shape, Where>] : [];
  });
}

/** The labels of the fields of `shape` always required (not those required only beside another field's value), in definition order. */
export const requiredLabels = (shape: z.ZodRawShape): string[] =>
  Object.values(shape).flatMap((schema) => {
    const meta = metaOf(schema as z.ZodType);
    return meta?.required && !meta.shownWhen ? [meta.label] : [];
  });

/**
 * Annotates a schema in place (unlike zod's `meta`, which returns a copy), so each field needs a
 * schema instance of its own: shared shapes are made by functions (text(), mediaField()).
 */
export function labelled<T extends z.ZodType, const Meta extends FieldMeta>(schema: T, meta: Meta): Labelled<T, Meta> {
  fieldMeta.add(schema as z.ZodType, meta);
  return schema as Labelled<T, Meta>;
}

/** A wrapper zod puts around a schema that does not change what the field is. */
function unwrapOnce(schema: z.ZodType): z.ZodType | null {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return schema.unwrap() as z.ZodType;
  }
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  return null;
}

/** The annotation of a field, looked up through optional/default/pipe wrappers. */
export function metaOf(schema: z.ZodType): FieldMeta | undefined {
  for (let current: z.ZodType | null = schema; current; current = unwrapOnce(current)) {
    const meta = fieldMeta.get(current);
    if (meta) return meta;
  }
  return undefined;
}

/** The schema under optional/default/pipe wrappers: what kind of value the field holds. */
export function innerSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let next = unwrapOnce(current); next; next = unwrapOnce(current)) current = next;
  return current;
}

/** The value a field's schema fills in when a caller leaves it out, if any. */
export function defaultValueOf(schema: z.ZodType): unknown {
  for (let current: z.ZodType | null = schema; current; current = unwrapOnce(current)) {
    if (current instanceof z.ZodDefault) return current.def.defaultValue;
  }
  return undefined;
}
