/**
 * The internship brochure (/internship-brochure.pdf): a real PDF made from the published content
 * the site shows (programmes, key points, overview, how to apply, company details), so it never
 * drifts from the pages. It is made again whenever that content changes (the first request after
 * a publish) and sent with an ETag of the content it was made from and `no-cache`, so browsers
 * and proxies ask again and get the new file as soon as there is one.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { brochureFileName } from '../../domain/routes.ts';
import type { BrochureContent } from './brochure-pdf.server.ts';
import type { ContentSource } from './content-source.server.ts';

/**
 * GET /internship-brochure.pdf from the published content. The file is kept while the content it
 * was made from stays the same; its ETag names that content, so a visitor's copy is checked
 * (304) rather than trusted for a fixed time.
 */
export function registerBrochureRoute(app: FastifyInstance, store: ContentSource): void {
  let made: { etag: string; pdf: Promise<Buffer> } | null = null;
  app.get(`/${brochureFileName}`, async (request, reply) => {
    const { company, apply, internship } = await store.siteContent({ preview: false });
    const source: BrochureContent = { company, apply, internship };
    const etag = `"${createHash('sha256').update(JSON.stringify(source)).digest('base64url')}"`;
    if (made?.etag !== etag) {
      const pdf = import('./brochure-pdf.server.ts').then(async ({ renderBrochure }) => Buffer.from(await renderBrochure(source)));
      // A failed render is not kept: the next request tries again.
      pdf.catch(() => {
        if (made?.pdf === pdf) made = null;
      });
      made = { etag, pdf };
    }
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/pdf').send(await made.pdf);
  });
}
