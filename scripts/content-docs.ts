/**
 * docs/content.md, written from the site content definitions (src/domain/content): one table per
 * document with every field's path, label, kind and limits. `node scripts/content-docs.ts`
 * rewrites it; test/unit/content-docs.test.ts fails while it differs from the definitions.
 */
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { definedLeaf, listOf } from '../src/domain/schema-reading.ts';
import { innerSchema } from '../src/domain/field-meta.ts';
import { CONTENT_KEYS, contentDocuments } from '../src/domain/content/index.ts';
import { contentFields, type ContentField } from '../src/domain/content/walk.ts';
import { shippedContentTranslations } from '../src/domain/content/translations/index.ts';
import { advertisementCollection } from '../src/domain/advertisement.ts';
import { clientCollection } from '../src/domain/client.ts';
import { translatableFields } from '../src/domain/i18n/row-translation.ts';
import { LANGUAGE_CODES, languageOf, type LanguageCode } from '../src/domain/languages.ts';
import { staffCollection } from '../src/domain/staff.ts';

export const CONTENT_DOCS_PATH = new URL('../docs/content.md', import.meta.url);

const introduction = `# Site content documents

Generated from \`src/domain/content\` by \`node scripts/content-docs.ts\` (a unit test fails while
this file and the definitions differ). Each document is the copy of one page or section, the
company's details, or the texts of the mails staff send visitors; its defaults are the copy the
site shipped with.

## API

Saving, publishing and restoring the \`company\` document is for owners only (an editor gets 403
\`owners_only\`, decision 252); its translations and every other document are any signed-in
account's.

- \`GET /api/content\` (anyone): \`[{ key, title }]\`, one entry per document below, in this order.
- \`GET /api/content/{key}\`: anyone gets \`{ key, version, published }\`; a signed-in caller also
  gets \`draft\` (null when there is none), \`updatedAt\` and \`updatedBy\` (the e-mail of whoever
  saved, published or restored last; null while the document holds its defaults). Unknown key: 404.
- \`PUT /api/content/{key}\` \`{ version, draft }\` (signed in): checks \`draft\` against the
  document's rules and stores it. A rule failure answers 400 \`{ error, field, code }\` (\`code\`
  \`invalid_input\`), \`field\` being the path of the value at fault as in the tables below with list
  positions counted from 0 (\`services.2.title\`; \`version\` when the version is missing). 409
  \`{ error, code }\` when
  \`version\` is no longer the document's (someone saved, published or restored meanwhile).
- \`POST /api/content/{key}/publish\` (signed in, body optional \`{ version }\`): the draft becomes
  what the site shows, on the next request of every server process; a revision keeps it with who
  and when. 409 when there is no draft, or when a \`version\` is sent and is no longer the
  document's. The draft is checked again first (400 as above). A publish scheduled for the
  document is dropped: the editor chose now.
- **Scheduled publishing** (English documents; decision 257). \`POST /api/content/{key}/publish\`
  with \`{ at, version? }\`, \`at\` an ISO time with its offset (\`2026-12-01T09:00:00+05:30\`) in the
  future: the draft *as it is now* is checked as a publish checks it and kept to be published at
  \`at\`; the document itself is unchanged (no new version) and answers its state with
  \`scheduled: { key, title, at, scheduledAt, scheduledBy }\`. A past time, a date that does not
  exist or anything else: 400 \`{ error: 'Please choose a publish time in the future.', field:
  'at', code: 'invalid_time' }\`, and the schedule it had stays. No draft: 409. Scheduling again
  replaces the schedule. Saving the draft afterwards does not change what is scheduled.
  - \`DELETE /api/content/{key}/schedule\`: cancels it (the draft stays); answers the document's
    state, also when nothing was scheduled.
  - \`GET /api/schedule\`: every scheduled publish, soonest first, \`[{ key, title, at,
    scheduledAt, scheduledBy }]\` (\`title\` the document's name, \`scheduledBy\` an e-mail).
  - At \`at\` (within moments, in whichever server process claims it first; after a stop, when the
    next process starts) the kept draft is published as by \`POST …/publish\`: a revision naming who
    scheduled it, every process told, the pages showing it rendered afresh. A draft saved since
    stays the draft. A kept draft that today's rules refuse (a picture deleted since) is dropped
    with an error in the log, the draft untouched.
  - Each \`GET /api/content/{key}\` of a signed-in caller carries \`scheduled\` (null when none).
- \`GET /api/content/{key}/revisions\` (signed in, \`?limit=&offset=\`, first 50 by default):
  \`[{ id, version, publishedAt, publishedBy }]\` newest first, the total in \`X-Total-Count\`.
  The defaults a fresh database is seeded with are version 1, \`publishedBy\` null.
- \`POST /api/content/{key}/revisions/{id}/restore\` (signed in, body optional \`{ version }\`):
  that revision becomes the draft; the site is unchanged until it is published.

Every save, publish and restore adds one to \`version\` and is recorded in the audit trail
(actions update, publish, restore; entity content; the document's key; the top-level fields that
changed). Scheduling and cancelling are recorded too (schedule, with the time in \`about\`;
unschedule), and a scheduled publish as publish by whoever scheduled it, \`about\` 'As scheduled'. Answers to a signed-in caller are never cached.

## Reading rules

- Text is text: it is escaped wherever it is shown, and no HTML is accepted as markup. Fields of
  type *markdown* understand a blank line (new paragraph), a single line break (kept),
  \`**bold**\`, \`*italic*\` and \`[text](https://…)\` or \`mailto:\` links, and nothing else: a
  marker without its partner, or a link to anything else, is shown as typed (the subset and its
  renderer: docs/decisions/121-content-preview-shapes-and-markdown.md).
- A *picture* is either an upload of the kind named (its \`/media/…\` URL from \`POST /api/uploads\`,
  checked to exist and to be of a type that kind accepts) or one of the site's own files under
  \`/images/\`.
- A stored document that no longer matches today's rules (written by an older version) is never
  shown broken: each field that does not pass is read from the defaults, list entries that do
  not pass are left out, and a list left too short or too long is read from the defaults.
- A signed-in editor opening a public page with \`?preview\` sees every document's draft in place
  of its published version, under a 'Preview' banner; anyone else gets the published page.

## Translations

Fields marked *yes* under Translatable below are text a visitor reads; each is kept in every
other language of the site beside its English source, field by field, with a fingerprint of the
English it translates, so a later change of the English makes that translation *outdated*
(docs/decisions/160-translations-beside-the-source.md). Names, dates, links, e-mail addresses,
phone numbers and pictures are the same in every language.

- The company details' \`languages\` are the languages the site offers (all ten by default, \`en\`
  always): a language left out has no menu entry, sitemap entry or alternate, and its pages lead
  to the English ones (302; docs/decisions/246-language-urls-and-indexing.md).
- On a page in another language, a field without a translation shows its English text, marked
  \`lang="en"\` on its element so screen readers read it in English; an outdated translation
  still shows until it is translated again.
- \`GET /api/content/{key}?lang=CODE\` (anyone): \`{ key, version, published }\` with every
  translatable field in that language, English where it has none. \`lang=en\` or no \`lang\`
  answers as above; any other value is a 400 \`{ error, field: 'lang', code: 'invalid_language' }\`
  listing the codes (CODES).
- A fresh database gets the shipped translations (SHIPPED) as each document's published
  translation; an existing one gets them once per document and language, only for the fields
  whose English is still as shipped.
- Collections translate these fields the same way (the public lists and staff pages take
  \`?lang=CODE\` too): COLLECTIONS.

### Translating (signed in)

Every translation lives in one store (\`translations\`, \`translation_revisions\`; decision 160),
whatever it translates: a document or a staff member's, client's or advertisement's row. Each
subject's translation into a language has a \`version\` and revisions of its own, and a document's
also a draft, like the English (decision 240). A translation is \`{ [path]: { text, source } }\`:
the path of an English text (\`hero.headline\`, \`services.2.title\`, a row's \`role\`) and the
fingerprint of the English it translates. Its status is computed against the English as published:
*missing*, *outdated* or *up to date*.

One set of routes serves every subject, under its own address: \`{subject}\` is
\`/api/content/{key}\` or \`/api/{team|clients|advertisements}/{id}\`. \`{lang}\` is one of the nine
codes other than \`en\`, else a 400 (\`invalid_language\`).

- \`GET {subject}/translations\`: \`{ translations, versions }\`, each language's latest translation
  (its draft where there is one) and version.
- \`GET {subject}/translations/{lang}\`: \`{ key, language, version, published, draft, source,
  updatedAt, updatedBy }\`, \`key\` the document's key or the row's id, \`source\` the English it
  translates (a document as published, a row's translatable fields); \`version\` 0 while nothing is
  stored.
- \`PUT {subject}/translations/{lang}\` \`{ version, draft }\`: each entry must be at the path of one of
  the subject's English texts and within its field's limits (400 naming the path), a blank text is
  left out (missing); 409 when \`version\` is no longer the translation's. A document's translation
  is saved as its draft; a row's is published at once (rows have no drafts).
- \`POST {subject}/translations/{lang}/publish\` (body optional \`{ version }\`): the draft becomes
  what \`/{lang}/…\` shows, kept as a revision; 409 without a draft or on a stale version.
  \`?preview\` at \`/{lang}/…\` shows a signed-in editor the language's drafts.
- \`GET {subject}/translations/{lang}/revisions\`, \`POST …/revisions/{id}/restore\`: as for the
  English; the shipped translation is the first revision. A row's restored translation is
  published again.
- Publishing or restoring the English never touches a translation, its draft included.
- Audit entries: actions update, publish, restore on the document or the row, \`about\` naming the
  language ('Malayalam translation'), the paths that changed.
- \`GET /api/translation-status\`: every document and row with texts that need work, per language
  the site offers (the company details' \`languages\`) \`{ kind, key, title, language, missing,
  outdated }\`; with \`?lang=\` that language only (offered or not), each text in \`fields: [{ path,
  status }]\`.
- \`GET /api/content/{key}/untranslated\`: what publishing the English draft (else what is
  published) would leave showing English, \`[{ language, fields }]\` for each offered language with
  any, \`fields\` the paths of the texts its published translation lacks, as the document reads; for
  the company's own document, the languages its draft offers. With \`?lang=\`: publishing that
  language's draft, nothing for a language not offered. An outdated text still shows its
  translation and is not named. The admin asks it before every publish (decision 246).
- \`GET /api/translations/export?lang=\`: a JSON file \`{ format: 'translations/1', language, rows:
  [{ key, status, source, target }] }\` of every text that needs work (\`content/home/hero.headline\`,
  \`clients/{id}/impact\`; \`target\` the outdated translation or empty). \`POST
  /api/translations/import?lang=\` with the file filled in: every row is checked first; a key that
  names no text, a text over its field's limit or a file of another language refuses the whole
  file with a message naming the row; otherwise site content becomes translation drafts and rows'
  texts are published. An empty target changes nothing.

`;

const pathText = (path: string[]) => path.join('.').replaceAll('.*', '[]');

function limitsOf(schema: z.ZodType, required: boolean): string {
  const inner = innerSchema(schema);
  const max = inner instanceof z.ZodString ? inner.maxLength : null;
  const min = inner instanceof z.ZodString ? (inner.minLength ?? 0) : 0;
  if (max === null) return required ? 'required' : '';
  if (min > 1) return `${min} to ${max} characters`;
  return required ? `required, up to ${max} characters` : `up to ${max} characters`;
}

function describe(field: ContentField): { type: string; limits: string } {
  if (field.kind === 'group') return { type: 'group', limits: '' };
  if (field.kind === 'list') {
    const { min, max } = listOf(field.schema);
    return { type: `list of ${field.meta?.itemLabel ?? 'entries'}`, limits: `${min} to ${max} entries` };
  }
  const leaf = definedLeaf(field.schema);
  const type =
    leaf.input === 'select'
      ? `select: ${leaf.options.join(', ')}`
      : leaf.input === 'media'
        ? `picture (${leaf.meta.media} upload or /images/…)`
        : leaf.input === 'languages'
          ? `list of language codes: ${LANGUAGE_CODES.join(', ')}`
          : leaf.input;
  if (leaf.input === 'languages') return { type, limits: 'en always; each code once; left out: all' };
  return { type, limits: limitsOf(field.schema, leaf.meta.required ?? false) };
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The parts of the introduction read from the definitions. */
function introductionText(): string {
  const collections = [clientCollection, advertisementCollection, staffCollection]
    .map((collection) => `${collection.labels.itemsName} (${translatableFields(collection).map((field) => `\`${field}\``).join(', ')})`)
    .join('; ');
  const shipped = Object.keys(shippedContentTranslations)
    .map((code) => languageOf(code as LanguageCode).name)
    .join(', ');
  return introduction
    .replace('CODES', LANGUAGE_CODES.map((code) => `\`${code}\``).join(', '))
    .replace('SHIPPED', shipped)
    .replace('COLLECTIONS', collections);
}

function translatableText(field: ContentField): string {
  if (field.kind !== 'value') return '';
  return field.meta?.translatable ? 'yes' : 'no';
}

export function contentDocs(): string {
  const sections = CONTENT_KEYS.map((key) => {
    const { title, schema, routes, usedIn } = contentDocuments[key];
    const shown =
      routes === 'all'
        ? 'every public page, and the e-mails the site sends'
        : routes.length
          ? routes.map((route) => `\`${route}\``).join(', ')
          : `no public page (nor the sitemap or a preview); ${usedIn}`;
    const rows = [...contentFields(schema)]
      // A list's entries are described by their fields; the entry itself is the list's item.
      .filter((field) => !(field.kind === 'group' && field.path.at(-1) === '*'))
      .map((field) => {
        const { type, limits } = describe(field);
        return `| \`${pathText(field.path)}\` | ${cell(field.meta?.label ?? '')} | ${cell(type)} | ${cell(limits)} | ${translatableText(field)} | ${cell(field.meta?.hint ?? '')} |`;
      });
    return [
      `## \`${key}\`: ${title}`,
      '',
      `Shown on: ${shown}.`,
      '',
      '| Field | Label | Type | Limits | Translatable | Notes |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
  });
  return `${introductionText()}${sections.join('\n')}`;
}

if (import.meta.main) {
  writeFileSync(CONTENT_DOCS_PATH, contentDocs());
  console.log('docs/content.md written');
}
