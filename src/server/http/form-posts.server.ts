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
import { catalogueFor } from '../../domain/i18n/catalogue/index.ts';
import { localisedPath } from '../../domain/i18n/localised-path.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../domain/languages.ts';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { routes } from '../../domain/routes.ts';
import { holdsUnstorableText, isStorableText } from '../../domain/storable-text.ts';
import { visitorFields } from '../../domain/submission-fields.ts';
import { fromWire } from '../../domain/wire-names.ts';
import type { SiteLocals } from '../../domain/site-data.ts';
import { submitContact } from '../api/contacts.server.ts';
import { submitInquiry } from '../api/internship-inquiries.server.ts';
import type { AppContext } from '../context.server.ts';
import { releaseMedia } from '../files/media-fields.server.ts';
import { storeUploadedPart } from '../files/store-upload.server.ts';
import { drainUnreadBody } from './drain-body.server.ts';
import type { RenderedPage } from './captured-response.server.ts';
import { asHttpError } from './error-handler.server.ts';
import { type HttpError, unsupportedType } from './errors.server.ts';
import { sendRenderedPage } from './page-replies.server.ts';
import { shortPage } from './short-page.server.ts';
import { countPublicSubmission } from './submission-limit.server.ts';
import { refuseUnstorableText } from './unstorable-text.server.ts';
import { clientAddressKey } from './client-address.server.ts';

type Posted = Pick<SiteLocals, 'enquiry' | 'application'>;
/** Renders the public page at `url` with the outcome of a post, under `status`. */
export type PostedPageRenderer = (request: FastifyRequest, reply: FastifyReply, url: string, posted: Posted, status: number) => Promise<unknown>;

/**
 * The answer to a form post past the submission limit: the limit's words in the page's language
 * and a link back to the form, a page of a few hundred bytes rather than the whole form page.
 */
export function tooManySubmissionsPage(companyName: string, lang: LanguageCode, formPage: string): RenderedPage {
  const { formErrors } = catalogueFor(lang);
  return shortPage({ lang, companyName, message: formErrors.tooManySubmissions, status: 429, link: { href: formPage, text: formErrors.backToForm } });
}

export interface PostAnswers {
  render: PostedPageRenderer;
  /**
   * The short page (its policy set) that refuses a post past the submission limit in `lang`,
   * linking back to the form at `formPage`: a refusal a caller can repeat costs no render.
   */
  overLimit: (lang: LanguageCode, formPage: string) => RenderedPage;
}

type Fields = Record<string, string>;

// A refusal of text that cannot be stored is answered with the page, like every other refusal.
const OWN_TEXT_CHECK = { config: { checksOwnText: true } } as const;

/**
 * The typed fields to hand back, the visitor's fields of the form's definition (posted under
 * their published names): strings, none longer than any field may be, none the database could
 * not store.
 */
function typedValues<Values>(posted: Fields, collection: AnyCollection): Values {
  const fields = fromWire(collection, posted) as Fields;
  // Text that cannot be stored is not shown again either: the field comes back empty.
  const typed = (value: string) => (isStorableText(value) ? value.slice(0, limits.text.message) : '');
  return Object.fromEntries(visitorFields(collection).map(({ name }) => [name, typed(String(fields[name] ?? ''))])) as Values;
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
      // Refused before anything is stored (typedValues shows none of it again).
      if (holdsUnstorableText(read.fields)) throw await refuseUnstorableText(context, request, 'submission');
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

export async function registerFormPosts(app: FastifyInstance, context: AppContext, answers: PostAnswers): Promise<void> {
  /** A refused post's answer: past the limit the short page, else the form again, what was typed kept. */
  const refused = (request: FastifyRequest, reply: FastifyReply, error: HttpError, lang: LanguageCode, page: string, posted: Posted) => {
    reply.headers(error.headers);
    if (error.status === 429) return sendRenderedPage(reply, answers.overLimit(lang, page));
    return answers.render(request, reply, page, posted, error.status);
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: limits.jsonBodyBytes }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // Each language's contact page takes the post and answers in its language.
    for (const lang of LANGUAGE_CODES) {
      const page = localisedPath(routes.contact, lang);
      scope.post(page, OWN_TEXT_CHECK, async (request, reply) => {
        const fields = (request.body ?? {}) as Fields;
        try {
          if (holdsUnstorableText(fields)) throw await refuseUnstorableText(context, request, 'submission');
          await submitContact(context, request, fields);
          return await answers.render(request, reply, page, { enquiry: { outcome: 'done' } }, 200);
        } catch (thrown) {
          const posted = { enquiry: { outcome: 'failed', values: typedValues<EnquiryValues>(fields, contactCollection) } } as const;
          return refused(request, reply, asHttpError(thrown, request), lang, page, posted);
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
      scope.post(page, OWN_TEXT_CHECK, async (request, reply) => {
        const read: ApplicationPost = { fields: {}, resumeUrl: '' };
        try {
          await readApplication(context, request, read);
          const inquiry = await submitInquiry(context, request, { ...read.fields, resumeUrl: read.resumeUrl });
          // A bot's application claims nothing: its resume goes at once.
          if (read.resumeUrl && inquiry.resumeUrl !== read.resumeUrl) await releaseMedia(context, [read.resumeUrl]);
          return await answers.render(request, reply, page, { application: { outcome: 'done' } }, 200);
        } catch (thrown) {
          const error = asHttpError(thrown, request);
          if (read.resumeUrl) {
            await releaseMedia(context, [read.resumeUrl]).catch((releaseError: unknown) => request.log.warn({ err: releaseError }, 'releasing a resume failed'));
          }
          const posted = { application: { outcome: 'failed', values: typedValues<ApplicationValues>(read.fields, inquiryCollection) } } as const;
          return refused(request, reply, error, lang, page, posted);
        }
      });
    }
  });
}
