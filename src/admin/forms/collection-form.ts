import { describedFields, type CollectionOf, type FieldDescription } from '../../domain/collection.ts';
import { defaultValueOf } from '../../domain/field-meta.ts';
import { definedLeaf, formText } from './defined-leaf.ts';
import { mediaChoice, type MediaChoice } from './media.ts';

/** A collection's form: every annotated field as typed text, files as media choices. */
export interface CollectionForm {
  /** The fields typed into, in the definition's order. */
  texts: FieldDescription[];
  media: FieldDescription[];
  all: FieldDescription[];
}

export function collectionForm(collection: CollectionOf<unknown>): CollectionForm {
  const all = describedFields(collection);
  const isMedia = (field: FieldDescription) => definedLeaf(field.schema).input === 'media';
  return { all, texts: all.filter((field) => !isMedia(field)), media: all.filter(isMedia) };
}

/** The text of each field: the item's values when editing, the definition's defaults when adding. */
export function formValues(form: CollectionForm, item: Record<string, unknown> | null): Record<string, string> {
  return Object.fromEntries(form.texts.map(({ name, schema }) => [name, formText(item ? item[name] : defaultValueOf(schema))]));
}

export function mediaChoices(form: CollectionForm, item: Record<string, unknown> | null): Record<string, MediaChoice> {
  return Object.fromEntries(
    form.media.map(({ name, meta }) => [name, mediaChoice(meta.media ?? 'image', item ? formText(item[name]) : '')]),
  );
}

/** A field shown only beside another field's value (a reason beside its status) is hidden otherwise. */
export const isShown = (field: FieldDescription, values: Record<string, string>) =>
  !field.meta.shownWhen || values[field.meta.shownWhen.field] === field.meta.shownWhen.equals;
