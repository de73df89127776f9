import { and, eq } from 'drizzle-orm';
import type { TranslatedKind } from '../../src/domain/content/translation-api.ts';
import type { RowTranslations } from '../../src/domain/i18n/translation.ts';
import type { TranslatedLanguage } from '../../src/domain/languages.ts';
import type { AppContext } from '../../src/server/context.server.ts';
import type { Database } from '../../src/server/db/client.server.ts';
import { translationRevisions, translations } from '../../src/server/db/schema.server.ts';

/** A site content document's translation in a language, as a test reads or changes it in the store. */
export const documentTranslation = (key: string, language: TranslatedLanguage) =>
  and(eq(translations.subject, 'content'), eq(translations.record, key), eq(translations.language, language));

/** A row's translations stored as published, as a translator's earlier saves would have left them. */
export async function storeTranslations(db: Database, kind: Exclude<TranslatedKind, 'content'>, record: string, byLanguage: RowTranslations): Promise<void> {
  for (const [language, published] of Object.entries(byLanguage)) {
    await db
      .insert(translations)
      .values({ subject: kind, record, language: language as TranslatedLanguage, published })
      .onConflictDoUpdate({ target: [translations.subject, translations.record, translations.language], set: { published } });
  }
}

/**
 * Takes a language's site content translations, revisions and all, out of a test's own database:
 * the database as it was before that language shipped, for a test of a language with nothing stored.
 */
export async function withoutContentTranslations(context: Pick<AppContext, 'db' | 'content'>, language: TranslatedLanguage): Promise<void> {
  await context.db.delete(translationRevisions).where(and(eq(translationRevisions.subject, 'content'), eq(translationRevisions.language, language)));
  await context.db.delete(translations).where(and(eq(translations.subject, 'content'), eq(translations.language, language)));
  context.content.changed('all');
  await context.content.caughtUp();
}
