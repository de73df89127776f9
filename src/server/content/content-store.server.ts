import { contentDocuments, isContentKey, type ContentKey, type SiteContent } from '../../domain/content/index.ts';
import { listen, type Database } from '../db/client.server.ts';
import { CONTENT_CHANNEL, readDrafts, readPublished, seedContent } from './content-documents.server.ts';

type Published = Map<ContentKey, { version: number; published: unknown }>;

/** Which documents changed: some keys, or all of them (after a lost connection, nobody knows which). */
export type ContentChange = readonly ContentKey[] | 'all';

export interface ContentStoreOptions {
  /** How long the published documents are trusted without a notification before they are read again. */
  recheckMs: number;
  /** Told of every publish, this process's and (through NOTIFY) every other's: the page cache forgets their routes. */
  onChange: (change: ContentChange) => void;
}

/**
 * The published site content of this process. Pages read it from memory; a publish here or in any
 * other process (NOTIFY on CONTENT_CHANNEL) makes the next read go to the database, and should a
 * notification be lost (the listening connection dropped) everything is read again once it is
 * back, and at the latest after `recheckMs`. After the first read it always answers: while the
 * database is unreachable, with the last documents it read.
 */
export class ContentStore {
  readonly #db: Database;
  readonly #options: ContentStoreOptions;
  #documents: Published | null = null;
  #readAt = 0;
  #stale = true;
  #generation = 0;
  #pending: { generation: number; reading: Promise<Published> } | null = null;
  #stopListening: (() => Promise<void>) | null = null;

  constructor(db: Database, options: ContentStoreOptions) {
    this.#db = db;
    this.#options = options;
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
    this.#options.onChange(change);
  }

  /** Every document's published version and content. */
  async published(): Promise<Published> {
    const known = this.#documents;
    if (known && !this.#stale) {
      if (Date.now() - this.#readAt >= this.#options.recheckMs) this.#read().catch(() => {});
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
    const drafts = preview ? await readDrafts(this.#db) : new Map<ContentKey, unknown>();
    const content = {} as Record<ContentKey, unknown>;
    for (const key of Object.keys(contentDocuments) as ContentKey[]) {
      content[key] = drafts.get(key) ?? published.get(key)?.published ?? contentDocuments[key].defaults;
    }
    return content as SiteContent;
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
