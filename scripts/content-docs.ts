/**
 * docs/content.md, written from the site content definitions (src/domain/content): one table per
 * document with every field's path, label, kind and limits. `node scripts/content-docs.ts`
 * rewrites it; test/unit/content-docs.test.ts fails while it differs from the definitions.
 */
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { definedLeaf } from '../src/admin/forms/defined-leaf.ts';
import { listOf } from '../src/admin/forms/schema-values.ts';
import { innerSchema } from '../src/domain/field-meta.ts';
import { CONTENT_KEYS, contentDocuments } from '../src/domain/content/index.ts';
import { contentFields, type ContentField } from '../src/domain/content/walk.ts';

export const CONTENT_DOCS_PATH = new URL('../docs/content.md', import.meta.url);

const introduction = `# Site content documents

Generated from \`src/domain/content\` by \`node scripts/content-docs.ts\` (a unit test fails while
this file and the definitions differ). Each document is the copy of one page or section, or the
company's details; its defaults are the copy the site shipped with.

## API (CONTRACT.md)

- \`GET /api/content\` (anyone): \`[{ key, title }]\`, one entry per document below, in this order.
- \`GET /api/content/{key}\`: anyone gets \`{ key, version, published }\`; a signed-in caller also
  gets \`draft\` (null when there is none), \`updatedAt\` and \`updatedBy\` (the e-mail of whoever
  saved, published or restored last; null while the document holds its defaults). Unknown key: 404.
- \`PUT /api/content/{key}\` \`{ version, draft }\` (signed in): checks \`draft\` against the
  document's rules and stores it. A rule failure answers 400 \`{ error, field }\`, \`field\` being
  the path of the value at fault as in the tables below with list positions counted from 0
  (\`services.2.title\`; \`version\` when the version is missing). 409 \`{ error }\` when
  \`version\` is no longer the document's (someone saved, published or restored meanwhile).
- \`POST /api/content/{key}/publish\` (signed in, body optional \`{ version }\`): the draft becomes
  what the site shows, on the next request of every server process; a revision keeps it with who
  and when. 409 when there is no draft, or when a \`version\` is sent and is no longer the
  document's. The draft is checked again first (400 as above).
- \`GET /api/content/{key}/revisions\` (signed in, \`?limit=&offset=\`, first 50 by default):
  \`[{ id, version, publishedAt, publishedBy }]\` newest first, the total in \`X-Total-Count\`.
  The defaults a fresh database is seeded with are version 1, \`publishedBy\` null.
- \`POST /api/content/{key}/revisions/{id}/restore\` (signed in, body optional \`{ version }\`):
  that revision becomes the draft; the site is unchanged until it is published.

Every save, publish and restore adds one to \`version\` and is recorded in the audit trail
(actions update, publish, restore; entity content; the document's key; the top-level fields that
changed). Answers to a signed-in caller are never cached.

## Reading rules

- Text is text: it is escaped wherever it is shown, and no HTML is accepted as markup. Fields of
  type *markdown* understand a blank line (new paragraph), a single line break (kept),
  \`**bold**\`, \`*italic*\` and \`[text](https://…)\` or \`mailto:\` links, and nothing else: a
  marker without its partner, or a link to anything else, is shown as typed (the subset and its
  renderer: docs/decisions/121-content-markdown-subset.md).
- A *picture* is either an upload of the kind named (its \`/media/…\` URL from \`POST /api/uploads\`,
  checked to exist and to be of a type that kind accepts) or one of the site's own files under
  \`/images/\`.
- A stored document that no longer matches today's rules (written by an older version) is never
  shown broken: each field that does not pass is read from the defaults, list entries that do
  not pass are left out, and a list left too short or too long is read from the defaults.
- A signed-in editor opening a public page with \`?preview\` sees every document's draft in place
  of its published version, under a 'Preview' banner; anyone else gets the published page.

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
        : leaf.input;
  return { type, limits: limitsOf(field.schema, leaf.meta.required ?? false) };
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function contentDocs(): string {
  const sections = CONTENT_KEYS.map((key) => {
    const { title, schema, routes } = contentDocuments[key];
    const shown = routes === 'all' ? 'every public page, and the e-mails the site sends' : routes.map((route) => `\`${route}\``).join(', ');
    const rows = [...contentFields(schema)]
      // A list's entries are described by their fields; the entry itself is the list's item.
      .filter((field) => !(field.kind === 'group' && field.path.at(-1) === '*'))
      .map((field) => {
        const { type, limits } = describe(field);
        return `| \`${pathText(field.path)}\` | ${cell(field.meta?.label ?? '')} | ${cell(type)} | ${cell(limits)} | ${cell(field.meta?.hint ?? '')} |`;
      });
    return [
      `## \`${key}\`: ${title}`,
      '',
      `Shown on: ${shown}.`,
      '',
      '| Field | Label | Type | Limits | Notes |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
  });
  return `${introduction}${sections.join('\n')}`;
}

if (import.meta.main) {
  writeFileSync(CONTENT_DOCS_PATH, contentDocs());
  console.log('docs/content.md written');
}
