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
  /** The publish set for later, if any (POST /api/content/:key/publish with `at`). */
  scheduled: ContentSchedule | null;
}

/**
 * A publish set for later: the draft as it was when scheduled is published at `at`, once
 * (decision 257). One line of GET /api/schedule.
 */
export interface ContentSchedule {
  key: string;
  /** The document's name as the admin lists it ('Home page'). */
  title: string;
  /** ISO time. */
  at: string;
  scheduledAt: string;
  /** The e-mail of whoever scheduled it. */
  scheduledBy: string;
}

/** One publish of a document (GET /api/content/:key/revisions, newest first). */
export interface ContentRevision {
  id: string;
  version: number;
  publishedAt: string;
  /** null: the defaults the site was seeded with. */
  publishedBy: string | null;
}
