/**
 * What has text visitors read in other languages, as the translation store sees it: each site
 * content document, and each row of the collections with translatable fields. A subject is read
 * fresh for every change, so a translation is always checked against the English as it is now.
 */
import { eq, sql } from 'drizzle-orm';
import { advertisementCollection } from '../../domain/advertisement.ts';
import { clientCollection } from '../../domain/client.ts';
import type { AnyCollection } from '../../domain/collection.ts';
import { contentDefinition, type ContentKey } from '../../domain/content/index.ts';
import { contentMessages } from '../../domain/content/messages.ts';
import { contentSourceTexts, translationIssue } from '../../domain/content/translate.ts';
import type { TranslatedKind } from '../../domain/content/translation-api.ts';
import { rowSourceTexts, rowTranslationIssue, translatableFields } from '../../domain/i18n/row-translation.ts';
import { staffCollection } from '../../domain/staff.ts';
import type { OrderedTable } from '../api/records.server.ts';
import type { Database } from '../db/client.server.ts';
import { advertisements, clients, staffMembers, storedContent } from '../db/schema.server.ts';
import { notFound } from '../http/errors.server.ts';
import { CONTENT_CHANNEL, readStored } from '../content/content-documents.server.ts';
import type { TranslatedSubject } from './translation-store.server.ts';

/** The collections whose rows have translatable fields, by the kind a translation names them with. */
export const translatedCollections: readonly { kind: Exclude<TranslatedKind, 'content'>; definition: AnyCollection; table: OrderedTable }[] = [
  { kind: 'staff', definition: staffCollection as AnyCollection, table: staffMembers },
  { kind: 'clients', definition: clientCollection as AnyCollection, table: clients },
  { kind: 'advertisements', definition: advertisementCollection as AnyCollection, table: advertisements },
];

/** A document's English as published: what its translations translate. */
export async function publishedEnglish(db: Database, key: ContentKey): Promise<unknown> {
  const [row] = await db.select({ published: storedContent.published }).from(storedContent).where(eq(storedContent.key, key)).limit(1);
  if (!row) throw notFound(contentMessages.notFound);
  return readStored(key, row.published);
}

/** A site content document with its English as published `source`. Its translations keep drafts; a publish tells every process (the English publish's NOTIFY). */
export function documentSubject(key: ContentKey, source: unknown): TranslatedSubject {
  const { schema } = contentDefinition(key);
  return {
    kind: 'content',
    record: key,
    source,
    sources: contentSourceTexts(schema, source),
    issue: (translation) => translationIssue(schema, source, translation),
    publishesOnSave: false,
    audit: { entity: 'content', entityId: key },
    notFoundMessage: contentMessages.revisionNotFound,
    announce: async (tx) => {
      await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${key})`);
    },
  };
}

export const contentSubject = async (db: Database, key: ContentKey): Promise<TranslatedSubject> => documentSubject(key, await publishedEnglish(db, key));

/** A collection row as stored: its translatable fields' English is the source. Rows have no drafts. */
export function rowSubject(kind: Exclude<TranslatedKind, 'content'>, definition: AnyCollection, row: Readonly<Record<string, unknown>> & { id: string }): TranslatedSubject {
  return {
    kind,
    record: row.id,
    source: Object.fromEntries(translatableFields(definition).map((field) => [field, row[field]])),
    sources: rowSourceTexts(definition, row),
    issue: (translation) => rowTranslationIssue(definition, row, translation),
    publishesOnSave: true,
    audit: { entity: definition.entity, entityId: row.id },
    notFoundMessage: contentMessages.revisionNotFound,
  };
}
