/**
 * The content API's shapes, as the server sends them and the admin reads them: one definition
 * for both ends of GET /api/content/:key and its revisions.
 */

/** A document as signed-in callers see it (GET /api/content/:key). */
export interface ContentState {
  key: string;
  version: number;
  published: unknown;
  draft: unknown;
  updatedAt: string;
  /** The e-mail of whoever saved, published or restored last; null while it holds its defaults. */
  updatedBy: string | null;
}

/** One publish of a document (GET /api/content/:key/revisions, newest first). */
export interface ContentRevision {
  id: string;
  version: number;
  publishedAt: string;
  /** null: the defaults the site was seeded with. */
  publishedBy: string | null;
}
