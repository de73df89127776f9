import type { z } from 'zod';
import { metaOf } from '../field-meta.ts';

/**
 * One document of site content: the copy of a page or section, or the company's details. Its
 * schema (annotated with field-meta.ts) is what editors fill in and what the API checks; its
 * defaults are what a fresh install shows; its routes are the public pages that show it, so a
 * publish clears exactly those from the page cache ('all': every page, e.g. the footer's details;
 * none for the texts of mails, which no page shows, previews or offers in a language).
 */
export interface ContentDefinition<Key extends string = string, Schema extends z.ZodObject = z.ZodObject> {
  key: Key;
  /** The admin's name for it: 'Home page'. */
  title: string;
  schema: Schema;
  defaults: z.output<Schema>;
  routes: readonly string[] | 'all';
  /**
   * What reads a document no public page shows (`routes` empty), in the editors' words: 'the
   * e-mails staff send visitors from the inbox'. The admin and docs/content.md say it where they
   * would name its pages.
   */
  usedIn?: string;
}

export const defineContent = <const Key extends string, Schema extends z.ZodObject>(
  definition: ContentDefinition<Key, Schema>,
): ContentDefinition<Key, Schema> => definition;

/**
 * A published document as anyone may read it: without the fields its definition marks internal
 * (FieldMeta.internal), such as the address enquiries are announced to.
 */
export function publicFieldsOf(definition: ContentDefinition, document: Record<string, unknown>): Record<string, unknown> {
  const shape = definition.schema.shape as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(document).filter(([field]) => !(shape[field] && metaOf(shape[field])?.internal)));
}
