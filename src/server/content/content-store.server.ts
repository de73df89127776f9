import { contentDocuments, isContentKey, type ContentKey, type SiteContent } from '../../domain/content/index.ts';
import { listen, type Database } from '../db/client.server.ts';
import { CONTENT_CHANNEL, readDrafts, readPublished, seedContent } from './content-documents.server.ts';

type Published = Map<ContentKey, { version: number; published: unknown }>;

/** Which documents changed: some keys, or all of them (after a lost connection, nobody knows which). */
export type ContentChange = readonly ContentKey[] | 'all';

/**
 * How long the published documents are trusted without a notification before they are read
 * again: as long as the content cache trusts the data of pages (ContentCache's lifetime).
 */
const RECHECK_MS = 5_000;
/** Reads caughtUp() makes at most, should publishes keep arriving while it reads. */
const CATCH_UP_READS = 3;

/**
 * The published site content of this process. Pages read it from memory; a publish here or in any
 * other process (NOTIFY on CONTENT_CHANNEL) makes the next read go to the database, and should a
 * notification be lost (the listening connection dropped) everything is read again once it is
 * back, and at the latest after RECHECK_MS. After the first read it always answers: while the
 * database is unreachable, with the last documents it read.
 */
export class ContentStore {
  readonly #db: Database;
  readonly #listeners: ((change: ContentChange) => void)[] = [];
  #documents: Published | null = null;
  #readAt = 0;
  #stale = true;
  #generation = 0;
  #pending: { generation: number; reading: Promise<Published> } | null = null;
  #stopListening: (() => Promise<void>) | null = null;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Told of every publish, this process's and (through NOTIFY) every other's. */
  onChange(listener: (change: ContentChange) => void): void {
    this.#listeners.push(listener);
  }

  /** Seeds missing documents, reads them and starts listening for publishes elsewhere. */
  async start(): Promise<void> {
    await seedContent(this.#db);
    let listening = false;
    this.#stopListening = await listen(
      this.#db,
      CONTENT_CHANNEL,
      (key) => this.changed(isContentKey(key) ? [key] : 'all'),
      () => {
        // Listening again after a drop: whatever was published meanwhile went unheard.
        if (listening) this.changed('all');
        listening = true;
      },
    );
    await this.#read();
  }

  async stop(): Promise<void> {
    await this.#stopListening?.();
    this.#stopListening = null;
  }

  /** A publish happened: the next read goes to the database, and the pages showing it are forgotten. */
  changed(change: ContentChange): void {
    this.#stale = true;
    this.#generation += 1;
    for (const listener of this.#listeners) listener(change);
  }

  /** Every document's published version and content. */
  async published(): Promise<Published> {
    const known = this.#documents;
    if (known && !this.#stale) {
      if (Date.now() - this.#readAt >= RECHECK_MS) this.#read().catch(() => {});
      return known;
    }
    try {
      return await this.#read();
    } catch (error) {
      if (known) return known;
      throw error;
    }
  }

  /** What pages show: every published document, or for a signed-in editor's preview each draft in its place. */
  async siteContent({ preview }: { preview: boolean }): Promise<SiteContent> {
    const published = await this.published();
    return siteContentOf(published, preview ? await readDrafts(this.#db) : new Map());
  }

  /**
   * The published documents as last read, without waiting: for work that cannot wait for a read
   * (a mail built inside a transaction, the check of a submitted form). The shipped defaults
   * until the first read. After caughtUp() it holds every publish heard of.
   */
  latest(): SiteContent {
    return siteContentOf(this.#documents ?? new Map(), new Map());
  }

  /**
   * Reads until latest() holds every publish heard of so far. A read that a change overtakes is
   * not kept (this process's own publish is heard twice: at once, and again through NOTIFY), so
   * one read may not be enough; a failed read leaves the last documents in place.
   */
  async caughtUp(): Promise<void> {
    for (let attempt = 0; this.#stale && attempt < CATCH_UP_READS; attempt += 1) {
      try {
        await this.#read();
      } catch {
        return;
      }
    }
  }

  /** One read at a time; a read begun before the latest change does not count as fresh. */
  #read(): Promise<Published> {
    const generation = this.#generation;
    if (this.#pending?.generation === generation) return this.#pending.reading;
    const reading = readPublished(this.#db)
      .then((documents) => {
        if (generation === this.#generation) {
          this.#documents = documents;
          this.#readAt = Date.now();
          this.#stale = false;
        }
        return documents;
      })
      .finally(() => {
        if (this.#pending?.reading === reading) this.#pending = null;
      });
    this.#pending = { generation, reading };
    return reading;
  }
}

/** Each document's draft where given, else its published version, else its defaults. */
function siteContentOf(published: Published, drafts: ReadonlyMap<ContentKey, unknown>): SiteContent {
  const content = {} as Record<ContentKey, unknown>;
  for (const key of Object.keys(contentDocuments) as ContentKey[]) {
    content[key] = drafts.get(key) ?? published.get(key)?.published ?? contentDocuments[key].defaults;
  }
  return content as SiteContent;
}

/** The public pages that show these documents, for the page cache to forget. */
export function pagesShowing(change: ContentChange): readonly string[] | 'all' {
  if (change === 'all') return 'all';
  const paths = new Set<string>();
  for (const key of change) {
    const { routes } = contentDocuments[key];
    if (routes === 'all') return 'all';
    for (const route of routes) paths.add(route);
  }
  return [...paths];
}
