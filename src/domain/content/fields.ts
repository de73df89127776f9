import { z } from 'zod';
import { formats, inFormat, type FieldFormat } from '../field-formats.ts';
import { labelled, metaOf, type FieldMeta } from '../field-meta.ts';
import { limits } from '../limits.ts';
import type { UploadKind } from '../media.ts';
import { messages } from '../messages.ts';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode, SOURCE_LANGUAGE } from '../languages.ts';
import { isTimeZone } from '../time-zone.ts';
import { contentMessages } from './messages.ts';

/**
 * The building blocks of site content documents: each makes a zod schema that carries its label
 * (field-meta.ts) and fails with a message naming that label, so a rule failure reads the same in
 * the API's 400 answer, under the admin field and in docs/content.md.
 */
type Extra = Pick<FieldMeta, 'hint' | 'width' | 'rows' | 'internal'>;
/** Text a visitor reads is translatable unless it is a name (`translatable: false`). */
type TextExtra = Extra & { translatable?: false };
const say = contentMessages;

function bounded(label: string, { min, max }: { min: number; max: number }) {
  const base = z.string().trim().max(max, say.tooLong(label, max));
  if (min === 0) return base;
  const required = base.min(1, say.required(label));
  return min > 1 ? required.min(min, say.tooShort(label, min)) : required;
}

/** One line of text a visitor reads: required, at most `max` characters. */
export const line = (label: string, extra: TextExtra & { max?: number; min?: number } = {}) =>
  labelled(bounded(label, { min: extra.min ?? 1, max: extra.max ?? limits.content.line }), {
    label,
    required: true,
    hint: extra.hint,
    width: extra.width,
    translatable: extra.translatable ?? true,
  });

/** A line that may be left empty. */
export const optionalLine = (label: string, extra: TextExtra & { max?: number } = {}) =>
  labelled(bounded(label, { min: 0, max: extra.max ?? limits.content.line }), {
    label,
    hint: extra.hint,
    width: extra.width,
    translatable: extra.translatable ?? true,
  });

/** A few sentences of plain text (no paragraphs or links). */
export const paragraph = (label: string, extra: Extra & { max?: number } = {}) =>
  labelled(bounded(label, { min: 1, max: extra.max ?? limits.content.paragraph }), {
    label,
    input: 'textarea',
    rows: extra.rows ?? 3,
    required: true,
    hint: extra.hint,
    translatable: true,
  });

/** Text with paragraphs (a blank line), **bold**, *italic* and [links](https://…); rendered escaped. */
export const markdown = (label: string, extra: Extra & { max?: number; optional?: boolean } = {}) =>
  labelled(bounded(label, { min: extra.optional ? 0 : 1, max: extra.max ?? limits.content.markdown }), {
    label,
    input: 'markdown',
    rows: extra.rows ?? 6,
    required: !extra.optional,
    hint: extra.hint ?? 'A blank line starts a new paragraph. **bold**, *italic* and [link text](https://…) are understood.',
    translatable: true,
  });

/** Trimmed text of at most `max` characters in `format` (field-formats.ts), typed with its input; refused blank when `required`. */
const formattedText = (label: string, max: number, format: FieldFormat, extra: Extra & { required: boolean }) => {
  const { required, ...rest } = extra;
  const bounded = z.string().trim().max(max, say.tooLong(label, max));
  return labelled(inFormat(required ? bounded.min(1, say.required(label)) : bounded, format), { label, input: format.input, ...(required ? { required } : {}), ...rest });
};

export const email = (label: string, extra: Extra = {}) => formattedText(label, limits.text.email, formats.email, { ...extra, required: true });

/** An e-mail address or nothing. */
export const optionalEmail = (label: string, extra: Extra = {}) => formattedText(label, limits.text.email, formats.email, { ...extra, required: false });

export const url = (label: string, extra: Extra = {}) => formattedText(label, limits.text.url, formats.url, { ...extra, required: true });

/** A phone number as visitors read it ('+91 98470 12345'); its tel: link is derived (telUri). */
export const phone = (label: string, extra: Extra = {}) => formattedText(label, limits.text.phone, formats.phone, { ...extra, required: true });

/** A calendar date (YYYY-MM-DD) that exists, kept as written. */
export const date = (label: string, extra: Extra = {}) => formattedText(label, limits.text.date, formats.date, { ...extra, required: true });

/** A time zone of the IANA list the runtime knows ('Asia/Kolkata'), never translated. */
export const timeZone = (label: string, extra: Extra = {}) =>
  labelled(
    z
      .string()
      .trim()
      .min(1, say.required(label))
      .max(limits.text.name, say.tooLong(label, limits.text.name))
      .refine(isTimeZone, say.invalidTimeZone(label)),
    { label, required: true, ...extra },
  );

/** A value as a refusal names it: a code as written, anything else as JSON ('5', 'null'). */
const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? String(value));

/**
 * Some of the site's languages as a list of codes (['en', 'ml']): each one of LANGUAGE_CODES,
 * none twice, English always among them, since every other language shows English where a text
 * has no translation. Left out, all of them. An unknown code says `invalid_language`, as the
 * public calls' `?lang=` does.
 */
export const languageList = (label: string, extra: Extra = {}) =>
  labelled(
    z
      .custom<LanguageCode[]>((value) => Array.isArray(value), { error: say.notLanguageList(label) })
      .superRefine((codes, context) => {
        const seen = new Set<unknown>();
        for (const code of codes) {
          if (!isLanguageCode(code)) {
            context.addIssue({ code: 'custom', message: say.unknownLanguage(label, shown(code)), params: { code: 'invalid_language' } });
            return;
          }
          if (seen.has(code)) {
            context.addIssue({ code: 'custom', message: say.languageTwice(label, code) });
            return;
          }
          seen.add(code);
        }
        if (!seen.has(SOURCE_LANGUAGE)) context.addIssue({ code: 'custom', message: say.englishAlways(label) });
      })
      .default([...LANGUAGE_CODES]),
    { label, input: 'languages', required: true, ...extra },
  );

/** One of a fixed set of values; the admin lists them (z.ZodEnum's options). */
export const choice = <const Values extends readonly [string, ...string[]]>(label: string, values: Values, extra: Extra = {}) =>
  labelled(z.enum(values, { error: say.invalidChoice(label) }), { label, input: 'select', options: values, required: true, ...extra });

/** The site's own pictures under public/images, shipped with it. */
const SITE_IMAGE = /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:svg|png|jpe?g|webp)$/i;
/** A file stored by POST /api/upload (the server also checks that it exists and is of `kind`). */
const STORED_MEDIA = /^\/media\/[A-Za-z0-9/_.-]+$/;
export const isSiteImage = (value: string) => SITE_IMAGE.test(value);
export const isStoredMedia = (value: string) => STORED_MEDIA.test(value) && !value.includes('..');

/** A picture: an upload of `kind` (its URL) or one of the site's own /images/… paths. */
export const mediaUrl = (label: string, kind: UploadKind, extra: Extra = {}) =>
  labelled(
    z
      .string()
      .trim()
      .min(1, say.required(label))
      .refine((value) => isSiteImage(value) || isStoredMedia(value), say.invalidImage(label)),
    { label, input: 'media', media: kind, required: true, ...extra },
  );

/** A picture with the words a screen reader says in its place. */
export const image = (label: string, kind: UploadKind = 'image') =>
  labelled(
    z.object({
      src: mediaUrl(label, kind),
      alt: line('Image Description', { hint: 'What the picture shows, for people who cannot see it.' }),
    }),
    { label },
  );

/** A group of fields shown together (a fieldset with this legend). */
export const group = <Shape extends z.ZodRawShape>(label: string, shape: Shape) => labelled(z.object(shape), { label });

/** A list editors add to, remove from and reorder; each entry is '<itemLabel> N'. */
interface ListSize {
  min?: number;
  max?: number;
}
const array = <Item extends z.ZodType>(label: string, item: Item, { min = 1, max = limits.content.listItems }: ListSize) =>
  z.array(item).min(min, say.tooFew(label, min)).max(max, say.tooMany(label, max));

export const list = <Item extends z.ZodType>(label: string, itemLabel: string, item: Item, size: ListSize = {}) =>
  labelled(array(label, item, size), { label, itemLabel, required: (size.min ?? 1) > 0 });

/** The same list, refusing two entries with the same `key` (compared without case or outer spaces). */
export const uniqueList = <Item extends z.ZodObject>(
  label: string,
  itemLabel: string,
  item: Item,
  key: keyof z.output<Item> & string,
  size: ListSize = {},
) => {
  const keyLabel = metaOf(item.shape[key] as z.ZodType)?.label ?? key;
  return labelled(
    array(label, item, size).superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const value = String((entry as Record<string, unknown>)[key]).trim().toLowerCase();
        if (seen.has(value)) context.addIssue({ code: 'custom', path: [index, key], message: say.duplicate(keyLabel) });
        seen.add(value);
      });
    }),
    { label, itemLabel, required: (size.min ?? 1) > 0, hint: `Each ${itemLabel.toLowerCase()} needs a ${keyLabel.toLowerCase()} of its own.` },
  );
};

/** Title and text: a card, a step, a promise. */
export const textBlock = (titleLabel = 'Title', textLabel = 'Text') =>
  z.object({ title: line(titleLabel), text: paragraph(textLabel) });

/** The <title>, meta description and first words of a page. */
export const pageIntro = () =>
  group('Page Heading', {
    title: line('Title', { max: limits.text.name, hint: 'The page heading and the title in search results and browser tabs.' }),
    description: line('Search Description', {
      min: limits.content.metaDescription.min,
      max: limits.content.metaDescription.max,
      hint: 'One or two sentences shown under the title in search results.',
    }),
    lead: paragraph('Introduction'),
  });

/** Title and description of a page whose heading lives elsewhere (search results, browser tab). */
export const pageMeta = () =>
  group('Search Results', {
    title: line('Title', { max: limits.text.name, hint: 'The title in search results and browser tabs.' }),
    description: line('Search Description', {
      min: limits.content.metaDescription.min,
      max: limits.content.metaDescription.max,
      hint: 'One or two sentences shown under the title in search results.',
    }),
  });
