import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_KEYS, contentDocuments, isContentKey, isOwnersOnlyContent, type ContentKey } from '../../domain/content/index.ts';
import { publicFieldsOf } from '../../domain/content/define.ts';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { FIRST_PAGE, parseListPage } from '../api/list-query.server.ts';
import { ownersOnlyRefusal, signedInAccount } from '../auth/auth-plugin.server.ts';
import type { AppContext } from '../context.server.ts';
import { FieldRefusal, notFound } from '../http/errors.server.ts';
import { languageParam } from '../http/language-param.server.ts';
import { openToAll, signedInOnly } from '../http/route-access.server.ts';
import { listRevisions, publishDraft, readState, restoreRevision, saveDraft } from './content-documents.server.ts';
import type { ContentSource } from './content-source.server.ts';
import { cancelSchedule, publishTimeOf, schedulePublish, type ContentScheduler } from './content-schedule.server.ts';
import { listSchedules } from './content-schedule-rows.server.ts';
import { isUuid } from '../db/uuid.server.ts';
import { contentMessages } from '../../domain/content/messages.ts';

const boundedBody = { bodyLimit: limits.jsonBodyBytes } as const;

/** The document a request names by `:key`; 404 in the product's words for any other. */
export function keyOf(request: FastifyRequest): ContentKey {
  const { key } = request.params as { key: string };
  if (!isContentKey(key)) throw notFound(contentMessages.notFound);
  return key;
}

/**
 * The key of a save, publish or restore: routes are per key, so the owners' documents (the
 * company details) are checked here rather than by the route's access; 403 `owners_only` for an editor.
 */
function writableKeyOf(request: FastifyRequest): ContentKey {
  const key = keyOf(request);
  if (isOwnersOnlyContent(key) && signedInAccount(request).role !== 'owner') throw ownersOnlyRefusal();
  return key;
}

/**
 * The `version` a write is based on: required for a save, optional for publish and restore. A
 * translation not stored yet is version 0 (`lowest`).
 */
export function versionOf(body: unknown, required: boolean, lowest = 1): number | undefined {
  const version = (body as { version?: unknown } | null | undefined)?.version;
  if (version === undefined && !required) return undefined;
  if (typeof version === 'number' && Number.isSafeInteger(version) && version >= lowest) return version;
  throw new FieldRefusal({ field: 'version', message: contentMessages.invalidVersion });
}

/** A rule failure answers 400 `{ error, field, code }`, the field being the path of the value at fault ('hero.headline'). */
export async function answering<T>(reply: FastifyReply, write: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof FieldRefusal) return reply.code(400).send(error.body);
    throw error;
  }
}

/** Site content (docs/content.md#api): anyone reads what is published; signed-in editors save drafts, publish (now or later) and restore. */
export function registerContentRoutes(
  app: FastifyInstance,
  { context, store, scheduler }: { context: AppContext; store: ContentSource; scheduler: Pick<ContentScheduler, 'changed'> },
): void {
  app.get('/api/content', openToAll, async () => CONTENT_KEYS.map((key) => ({ key, title: contentDocuments[key].title })));

  // `?lang=CODE`: the published document in that language (English per untranslated field), for
  // anyone; without it (or with lang=en) as before.
  app.get('/api/content/:key', openToAll, async (request, reply) => {
    const language = languageParam(request, reply);
    const key = keyOf(request);
    if (request.account && language === 'en') return readState(context.db, key);
    const document = await store.publishedIn(key, language);
    if (!document) throw notFound(contentMessages.notFound);
    return { key, version: document.version, published: publicFieldsOf(contentDocuments[key], document.published as Record<string, unknown>) };
  });

  app.put('/api/content/:key', { ...signedInOnly, ...boundedBody }, async (request, reply) =>
    answering(reply, () => {
      const key = writableKeyOf(request);
      const version = versionOf(request.body, true)!;
      return saveDraft(context, signedInAccount(request), key, version, (request.body as { draft?: unknown } | undefined)?.draft);
    }),
  );

  // With `at` (an ISO time in the future) the draft as it is now is published then (decision 257).
  app.post('/api/content/:key/publish', { ...signedInOnly, ...boundedBody }, async (request, reply) =>
    answering(reply, async () => {
      const key = writableKeyOf(request);
      const at = (request.body as { at?: unknown } | null | undefined)?.at;
      const version = versionOf(request.body, false);
      if (at !== undefined) {
        const state = await schedulePublish(context, signedInAccount(request), key, publishTimeOf(at), version);
        scheduler.changed();
        return state;
      }
      const state = await publishDraft(context, signedInAccount(request), key, version);
      // This process shows it at once; the others hear of it through NOTIFY.
      store.changed([key]);
      return state;
    }),
  );

  app.delete('/api/content/:key/schedule', signedInOnly, async (request) => {
    const state = await cancelSchedule(context, signedInAccount(request), writableKeyOf(request));
    scheduler.changed();
    return state;
  });

  app.get('/api/schedule', signedInOnly, async () => listSchedules(context.db));

  app.get('/api/content/:key/revisions', signedInOnly, async (request, reply) => {
    const key = keyOf(request);
    const { revisions, total } = await listRevisions(context.db, key, parseListPage(request.query) ?? FIRST_PAGE);
    reply.header('x-total-count', String(total));
    return revisions;
  });

  app.post('/api/content/:key/revisions/:id/restore', { ...signedInOnly, ...boundedBody }, async (request, reply) =>
    answering(reply, () => {
      const key = writableKeyOf(request);
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw notFound(contentMessages.revisionNotFound);
      return restoreRevision(context, signedInAccount(request), key, id, versionOf(request.body, false));
    }),
  );
}
