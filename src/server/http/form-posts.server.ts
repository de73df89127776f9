/**
 * The public forms as plain HTML forms. A visitor without JavaScript, or one who sends before a
 * form's script has arrived on a slow connection, posts it to its own page. It is stored exactly
 * as the JSON API stores it, and the page answers with the outcome in SPEC's words; on failure
 * what was typed comes back in the form instead of being lost. Only these two routes read
 * form-encoded or multipart page posts; the JSON API stays JSON.
 */
import { finished } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EnquiryValues } from '../../domain/contact.ts';
import type { ApplicationValues } from '../../domain/inquiry.ts';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { routes } from '../../domain/routes.ts';
import type { SiteLocals } from '../../domain/site-data.ts';
import { submitContact } from '../api/contacts.server.ts';
import { submitInquiry } from '../api/internship-inquiries.server.ts';
import type { AppContext } from '../context.server.ts';
import { releaseMedia } from '../files/media-fields.server.ts';
import { storeUploadedPart } from '../files/store-upload.server.ts';
import { drainUnreadBody } from './drain-body.server.ts';
import { asHttpError } from './error-handler.server.ts';
import { unsupportedType } from './errors.server.ts';
import { countPublicSubmission } from './submission-limit.server.ts';

type Posted = Pick<SiteLocals, 'enquiry' | 'application'>;
/** Renders the public page at `url` with the outcome of a post, under `status`. */
export type PostedPageRenderer = (request: FastifyRequest, reply: FastifyReply, url: string, posted: Posted, status: number) => Promise<unknown>;

type Fields = Record<string, string>;

/** The typed fields to hand back: strings, none longer than any field may be. */
function typedValues<Name extends string>(fields: Fields, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, String(fields[name] ?? '').slice(0, limits.text.message)])) as Record<Name, string>;
}

const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof EnquiryValues)[];
const APPLICATION_FIELDS = ['name', 'email', 'role', 'message'] as const satisfies readonly (keyof ApplicationValues)[];

/**
 * What has been read of an application post so far. The caller holds it, so a failure part-way
 * (a later part broken, the application refused) still gives back the fields and deletes the
 * resume already stored for it.
 */
interface ApplicationPost {
  fields: Fields;
  resumeUrl: string;
}

/** Reads the application form's fields and, when one was chosen, stores its resume as media. */
async function readApplication(context: AppContext, request: FastifyRequest, read: ApplicationPost): Promise<void> {
  if (!request.isMultipart()) throw unsupportedType(messages.http.unsupportedMediaType);
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      read.fields[part.fieldname] = String(part.value);
    } else if (part.fieldname === 'resume' && part.filename && !read.resumeUrl) {
      // Counted like the script's separate resume upload.
      await countPublicSubmission(context, request);
      read.resumeUrl = await storeUploadedPart(context, 'resume', part);
    } else {
      // An empty file input still sends a part: read past it.
      part.file.resume();
      await finished(part.file);
    }
  }
}

export async function registerFormPosts(app: FastifyInstance, context: AppContext, render: PostedPageRenderer): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: limits.jsonBodyBytes }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(routes.contact, async (request, reply) => {
      const fields = (request.body ?? {}) as Fields;
      try {
        await submitContact(context, request, fields);
        return await render(request, reply, routes.contact, { enquiry: { outcome: 'done' } }, 200);
      } catch (thrown) {
        const error = asHttpError(thrown, request);
        reply.headers(error.headers);
        return render(request, reply, routes.contact, { enquiry: { outcome: 'failed', values: typedValues(fields, ENQUIRY_FIELDS) } }, error.status);
      }
    });
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: limits.resumeBytes, files: 1, fields: 8, fieldSize: 4 * limits.text.message, parts: 10, headerPairs: 100 },
    });
    scope.addHook('onSend', drainUnreadBody);
    scope.post(routes.internshipApply, async (request, reply) => {
      const read: ApplicationPost = { fields: {}, resumeUrl: '' };
      try {
        await readApplication(context, request, read);
        const inquiry = await submitInquiry(context, request, { ...read.fields, resumeUrl: read.resumeUrl });
        // A bot's application claims nothing: its resume goes at once.
        if (read.resumeUrl && inquiry.resumeUrl !== read.resumeUrl) await releaseMedia(context, [read.resumeUrl]);
        return await render(request, reply, routes.internshipApply, { application: { outcome: 'done' } }, 200);
      } catch (thrown) {
        const error = asHttpError(thrown, request);
        if (read.resumeUrl) {
          await releaseMedia(context, [read.resumeUrl]).catch((releaseError: unknown) => request.log.warn({ err: releaseError }, 'releasing a resume failed'));
        }
        reply.headers(error.headers);
        return render(request, reply, routes.internshipApply, { application: { outcome: 'failed', values: typedValues(read.fields, APPLICATION_FIELDS) } }, error.status);
      }
    });
  });
}
