import { eq } from 'drizzle-orm';
import type { TranslatedLanguage } from '../../src/domain/languages.ts';
import type { AppContext } from '../../src/server/context.server.ts';
import { contentTranslationRevisions, contentTranslations } from '../../src/server/db/schema.server.ts';

/**
 * Takes a language's site content translations, revisions and all, out of a test's own database:
 * the database as it was before that language shipped, for a test of a language with nothing stored.
 */
export async function withoutContentTranslations(context: Pick<AppContext, 'db' | 'content'>, language: TranslatedLanguage): Promise<void> {
  await context.db.delete(contentTranslationRevisions).where(eq(contentTranslationRevisions.language, language));
  await context.db.delete(contentTranslations).where(eq(contentTranslations.language, language));
  context.content.changed('all');
  await context.content.caughtUp();
}
