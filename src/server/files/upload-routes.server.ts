import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isUploadKind, uploadRules, type UploadKind } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { clientAddressKey } from '../http/client-address.server.ts';
import { drainUnreadBody } from '../http/drain-body.server.ts';
import { badRequest, unauthorized, unsupportedType } from '../http/errors.server.ts';
import { countPublicSubmission } from '../http/submission-limit.server.ts';
import { storeUploadedPart } from './store-upload.server.ts';
import { openToAll } from '../http/route-access.server.ts';

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

    scope.addHook('onSend', drainUnreadBody);

    // A stored file changes no counted table (row-counts.server.ts).
    scope.post('/api/uploads', openToAll, async (request, reply) => {
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
        const address = request.account ? null : clientAddressKey(request.ip);
        return reply.code(201).send({ url: await storeUploadedPart(context, kind, part, address) });
      }
      throw badRequest(kind ? messages.file.missing : messages.file.invalidKind);
    });
  });
}
