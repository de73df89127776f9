import { rm } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isUploadKind, uploadRules, type UploadKind } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { HttpError, badRequest, tooLarge, unauthorized, unsupportedType } from '../http/errors.server.ts';
import { countPublicSubmission } from '../http/submission-limit.server.ts';
import { acceptFile, checkType } from './accept-file.server.ts';
import { FileTooLargeError, FileTypeError, receiveFile } from './receive-file.server.ts';

const largestUpload = Math.max(...Object.values(uploadRules).map((rule) => rule.maxBytes));

/**
 * POST /api/uploads: multipart with a `kind` field, then one `file` field; answers {url}.
 * Anonymous callers may upload only resumes, which count against the public submission budget.
 */
export async function registerUploadRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // Multipart is parsed only inside this scope: no other route accepts form uploads.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: largestUpload, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 100 },
    });

    // A refusal can come before the client has finished sending. The rest is read and thrown
    // away so the client can read the answer (closing the socket would lose it in most clients).
    scope.addHook('onSend', async (request) => {
      if (!request.raw.complete) {
        request.raw.unpipe();
        request.raw.resume();
      }
    });

    // A stored file changes no counted table (row-counts.server.ts).
    scope.post('/api/uploads', { config: { keepsRowCounts: true } }, async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedType(messages.http.unsupportedMediaType);
      let kind: UploadKind | null = null;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname !== 'kind') continue;
          if (!isUploadKind(part.value)) throw badRequest(messages.file.invalidKind);
          kind = part.value;
          if (!request.account && kind !== 'resume') throw unauthorized();
          if (!request.account) await countPublicSubmission(context, request);
          continue;
        }
        if (part.fieldname !== 'file') continue;
        if (!kind) throw badRequest(messages.file.invalidKind);
        const rule = uploadRules[kind];
        const uploadKind = kind;

        let received;
        try {
          received = await receiveFile(context.env.dataDir, part.file, {
            maxBytes: rule.maxBytes,
            checkHead: async (head) => (await checkType(uploadKind, head)).ok,
          });
        } catch (error) {
          if (error instanceof FileTooLargeError) throw tooLarge(rule.tooLarge);
          if (error instanceof FileTypeError) throw unsupportedType(rule.invalidType);
          throw error;
        }
        try {
          const result = await acceptFile(context, {
            kind,
            source: { path: received.path },
            head: received.head,
            size: received.size,
            originalName: part.filename ?? '',
          });
          if (!result.ok) throw new HttpError(result.status, result.error);
          return reply.code(201).send({ url: result.url });
        } finally {
          // Moved into storage on success; removed here on failure or after a copy to S3.
          await rm(received.path, { force: true });
        }
      }
      throw badRequest(kind ? messages.file.missing : messages.file.invalidKind);
    });
  });
}
