import type { FastifyInstance } from 'fastify';
import { uploadRules, isUploadKind } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { HttpError, notFound } from '../http/errors.server.ts';
import { LruMap } from '../lru-map.server.ts';
import type { ByteRange } from './storage.server.ts';
import { findUpload, type UploadRow } from './upload-store.server.ts';

const ROW_CACHE_SIZE = 2000;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Even if a stored file were hostile, it cannot run script or load anything in our origin.
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const VARIANT_TYPES: Record<string, string> = { webp: 'image/webp', svg: 'image/svg+xml', png: 'image/png' };

const isPrivate = (row: UploadRow) => isUploadKind(row.kind) && uploadRules[row.kind].private;
const isInline = (contentType: string) => contentType.startsWith('image/') || contentType.startsWith('video/');
/**
 * A resume opens in the browser for the staff reading it, beside the application in the admin
 * (which frames it). Chromium's PDF viewer refuses a sandboxed document, so a PDF gets a policy
 * without `sandbox`: its viewer runs apart from the site's pages and cannot reach them.
 */
const isPdf = (contentType: string) => contentType === 'application/pdf';
const PDF_CSP = "default-src 'none'; frame-ancestors 'self'";

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes; 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return header.includes(',') ? null : 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** A download name safe in a header: the client's name (or a plain one) with the stored type's extension. */
export function contentDisposition(kind: 'inline' | 'attachment', originalName: string, ext: string): string {
  const base = originalName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} ._()-]/gu, '').trim().slice(0, 100) || 'file';
  const name = `${base}.${ext}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Which stored file answers `?w=` or `?format=`: the smallest variant at least that wide, else the largest. */
function pickVariant(row: UploadRow, query: { w?: string; format?: string }): string | null {
  // Own names only: `__proto__` or `toString` is a name every object answers to.
  if (query.format) return Object.hasOwn(row.variants, query.format) ? (row.variants[query.format] ?? null) : null;
  const wanted = Number(query.w);
  if (!query.w || !Number.isFinite(wanted) || wanted <= 0) return null;
  const widths = Object.keys(row.variants)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  if (widths.length === 0) return null;
  const width = widths.find((w) => w >= wanted) ?? widths[widths.length - 1]!;
  return row.variants[String(width)] ?? null;
}

/** GET /media/{key}: stored files with their stored type, never sniffed, with ranges for video. */
export function registerMediaRoutes(app: FastifyInstance, context: AppContext): void {
  // A record never changes once written, so pages full of pictures need not ask the database for
  // each one. A file deleted meanwhile (by any process) is simply missing from storage: 404.
  // Unknown names are not kept: anyone can ask for any number of them.
  const rows = new LruMap<string, UploadRow>({ maxEntries: ROW_CACHE_SIZE });
  const lookUp = async (key: string) => {
    const cached = rows.get(key);
    if (cached) return cached;
    const row = await findUpload(context, key);
    if (row) rows.set(key, row);
    return row;
  };

  app.get<{ Params: { key: string }; Querystring: { w?: string; format?: string } }>('/media/:key', async (request, reply) => {
    const row = await lookUp(request.params.key);
    // A private file (resume) does not exist for anyone who is not signed in.
    if (!row || (isPrivate(row) && !request.account)) throw notFound();

    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', MEDIA_CSP);
    reply.header('cache-control', isPrivate(row) ? 'private, no-store' : IMMUTABLE);

    const variantKey = pickVariant(row, request.query);
    if (variantKey) {
      const body = await context.storage.open(variantKey);
      if (!body) throw notFound();
      const ext = variantKey.split('.').pop() ?? '';
      return reply.type(VARIANT_TYPES[ext] ?? 'application/octet-stream').send(body);
    }

    const ext = row.key.split('.').pop() ?? 'bin';
    const disposition = isPdf(row.contentType) || (isInline(row.contentType) && !isPrivate(row)) ? 'inline' : 'attachment';
    if (isPdf(row.contentType)) reply.header('content-security-policy', PDF_CSP).header('x-frame-options', 'SAMEORIGIN');
    reply.type(row.contentType);
    reply.header('content-disposition', contentDisposition(disposition, row.originalName, ext));
    reply.header('accept-ranges', 'bytes');

    const range = parseRange(request.headers.range, row.size);
    if (range === 'invalid') {
      throw new HttpError(416, messages.http.rangeNotSatisfiable, { 'content-range': `bytes */${row.size}` });
    }
    const body = await context.storage.open(row.key, range ?? undefined);
    if (!body) throw notFound();
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.size}`);
      reply.header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', row.size);
    }
    return reply.send(body);
  });
}
