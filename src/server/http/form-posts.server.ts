/**
 * The public forms as plain HTML forms. A visitor without JavaScript, or one who sends before a
 * form's script has arrived on a slow connection, posts it to its own page. It is stored exactly as
 * the JSON API stores it, and the page answers with the outcome in the product's words
 * (docs/product.md#messages); on failure what was typed comes back in the form instead of being
 * lost. Only these two routes read form-encoded or multipart page posts; the JSON API stays JSON.
 */
import { finished } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCollection } from '../../domain/collection.ts';
import { contactCollection, type EnquiryValues } from '../../domain/contact.ts';
import { inquiryCollection, type ApplicationValues } from '../../domain/inquiry.ts';
import { localisedPath } from '../../domain/i18n/localised-path.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { routes } from '../../domain/routes.ts';
import { visitorFields } from '../../domain/submission-fields.ts';
import { fromWire } from '../../domain/wire-names.ts';
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
import { clientAddressKey } from './client-address.server.ts';

type Posted = Pick<SiteLocals, 'enquiry' | 'application'>;
/** Renders the public page at `url` with the outcome of a post, under `status`. */
export type PostedPageRenderer = (request: FastifyRequest, reply: FastifyReply, url: string, posted: Posted, status: number) => Promise<unknown>;

type Fields = Record<string, string>;

/**
 * The typed fields to hand back, the visitor's fields of the form's definition (posted under
 * their published names): strings, none longer than any field may be.
 */
function typedValues<Values>(posted: Fields, collection: AnyCollection): Values {
  const fields = fromWire(collection, posted) as Fields;
  return Object.fromEntries(visitorFields(collection).map(({ name }) => [name, String(fields[name] ?? '').slice(0, limits.text.message)])) as Values;
}

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
      read.resumeUrl = await storeUploadedPart(context, 'resume', part, clientAddressKey(request.ip));
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
    // Each language's contact page takes the post and answers in its language.
    for (const lang of LANGUAGE_CODES) {
      const page = localisedPath(routes.contact, lang);
      scope.post(page, async (request, reply) => {
        const fields = (request.body ?? {}) as Fields;
        try {
          await submitContact(context, request, fields);
          return await render(request, reply, page, { enquiry: { outcome: 'done' } }, 200);
        } catch (thrown) {
          const error = asHttpError(thrown, request);
          reply.headers(error.headers);
          return render(request, reply, page, { enquiry: { outcome: 'failed', values: typedValues<EnquiryValues>(fields, contactCollection) } }, error.status);
        }
      });
    }
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: limits.resumeBytes, files: 1, fields: 10, fieldSize: 4 * limits.text.message, parts: 12, headerPairs: 100 },
    });
    scope.addHook('onSend', drainUnreadBody);
    for (const lang of LANGUAGE_CODES) {
      const page = localisedPath(routes.internshipApply, lang);
      scope.post(page, async (request, reply) => {
        const read: ApplicationPost = { fields: {}, resumeUrl: '' };
        try {
          await readApplication(context, request, read);
          const inquiry = await submitInquiry(context, request, { ...read.fields, resumeUrl: read.resumeUrl });
          // A bot's application claims nothing: its resume goes at once.
          if (read.resumeUrl && inquiry.resumeUrl !== read.resumeUrl) await releaseMedia(context, [read.resumeUrl]);
          return await render(request, reply, page, { application: { outcome: 'done' } }, 200);
        } catch (thrown) {
          const error = asHttpError(thrown, request);
          if (read.resumeUrl) {
            await releaseMedia(context, [read.resumeUrl]).catch((releaseError: unknown) => request.log.warn({ err: releaseError }, 'releasing a resume failed'));
          }
          reply.headers(error.headers);
          return render(request, reply, page, { application: { outcome: 'failed', values: typedValues<ApplicationValues>(read.fields, inquiryCollection) } }, error.status);
        }
      });
    }
  });
}
