/**
 * A collection row's translations, edited in its dialog: the row's stored translations (the API's
 * rows never carry them) and one language's translation saved over the stored one, held to the
 * row's English and its fields' limits. The English columns are never touched here.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CollectionOf } from '../../domain/collection.ts';
import { rowTranslationIssue } from '../../domain/i18n/row-translation.ts';
import { changedTranslationPaths, storedTranslation, type FieldTranslations, type RowTranslations } from '../../domain/i18n/translation.ts';
import { languageOf } from '../../domain/languages.ts';
import { limits } from '../../domain/limits.ts';
import { audited } from '../audit/audit-trail.server.ts';
import { signedInAccount } from '../auth/auth-plugin.server.ts';
import { badRequest, notFound } from '../http/errors.server.ts';
import { translatedLanguageParam } from '../http/language-param.server.ts';
import { accessTo } from './collection-access.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { findRow, idParam, type OrderedTable } from './records.server.ts';

export function registerRowTranslationRoutes(
  app: FastifyInstance,
  { context, cache }: ApiDependencies,
  { definition, table, notFoundMessage }: { definition: CollectionOf<unknown>; table: OrderedTable; notFoundMessage?: string },
): void {
  const path = `/api${definition.path}/:id/translations`;

  app.get(path, accessTo(definition, 'update'), async (request) => {
    const row = await findRow(context.db, table, idParam(request, notFoundMessage));
    if (!row) throw notFound(notFoundMessage);
    return { translations: (row.translations ?? {}) as RowTranslations };
  });

  app.put(`${path}/:lang`, { ...accessTo(definition, 'update'), bodyLimit: limits.jsonBodyBytes }, async (request) => {
    const id = idParam(request, notFoundMessage);
    const language = translatedLanguageParam((request.params as { lang: string }).lang);
    const row = await findRow(context.db, table, id);
    if (!row) throw notFound(notFoundMessage);
    const translation = (request.body as { translation?: unknown } | null | undefined)?.translation;
    const issue = rowTranslationIssue(definition, row as Record<string, unknown>, translation);
    if (issue) throw badRequest(issue.message, { field: issue.field, ...(issue.code ? { code: issue.code } : {}) });
    const value = storedTranslation(translation as FieldTranslations);
    const before = ((row.translations ?? {}) as RowTranslations)[language] ?? {};
    const [saved] = await audited(
      context,
      signedInAccount(request),
      (tx) =>
        tx
          .update(table)
          .set({ translations: sql`jsonb_set(${table.translations}, ${`{${language}}`}::text[], ${JSON.stringify(value)}::jsonb)` } as never)
          .where(eq(table.id, id))
          .returning({ translations: table.translations }),
      ([updated]) =>
        updated ? { action: 'update', entity: definition.entity, entityId: id, fields: changedTranslationPaths(before, value), about: `${languageOf(language).name} translation` } : null,
    );
    if (!saved) throw notFound(notFoundMessage);
    cache.invalidate();
    return { translations: saved.translations as RowTranslations };
  });
}
