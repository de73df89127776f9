import { contentDocuments, isContentKey, type ContentKey, type SiteContent } from '../../domain/content/index.ts';
import { localizeDocument } from '../../domain/content/translate.ts';
import { shippedContentTranslations } from '../../domain/content/translations/index.ts';
import type { FieldTranslations } from '../../domain/i18n/translation.ts';
import type { LanguageCode, TranslatedLanguage } from '../../domain/languages.ts';
import { listen, type Database } from '../db/client.server.ts';
import {
  CONTENT_CHANNEL,
  readDrafts,
  readPublished,
  readPublishedTranslations,
  seedContent,
  seedContentTranslations,
  type PublishedTranslations,
} from './content-documents.server.ts';
import { readTranslationDrafts } from '../translations/translation-store.server.ts';
import { oneAtATime } from '../one-at-a-time.server.ts';
import type { ContentChange, ContentSource, PublishedDocuments as Published } from './content-source.server.ts';

/** One read: the published documents and their published translations. */
interface Snapshot {
  documents: Published;
  translations: PublishedTranslations;
}

/**
 * How long the published documents are trusted without a notification before they are read
 * again: as long as the read-through cache trusts the data of pages (ReadThroughCache's lifetime).
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
export class ContentStore implements ContentSource {
  readonly #db: Database;
  readonly #listeners: ((change: ContentChange) => void)[] = [];
  #snapshot: Snapshot | null = null;
  /** Each snapshot's site content per language, made once: the pages of a language share it. */
  readonly #localized = new WeakMap<Snapshot, Map<LanguageCode, SiteContent>>();
  /**
   * Each published document in each language, kept across reads while neither its English
   * (version) nor its translation (digest) changed: the documents are read again every few
   * seconds, and localising all of them anew each time would cost every language a few ms.
   */
  readonly #localizedDocuments = new Map<string, { signature: string; document: unknown }>();
  #readAt = 0;
  #stale = true;
  #generation = 0;
  readonly #readOnce = oneAtATime<Snapshot>();
  #stopListening: (() => Promise<void>) | null = null;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Told of every publish, this process's and (through NOTIFY) every other's. */
  onChange(listener: (change: ContentChange) => void): void {
    this.#listeners.push(listener);
  }

  /** Seeds missing documents and translations, reads them and starts listening for publishes elsewhere. */
  async start(): Promise<void> {
    await seedContent(this.#db);
    await seedContentTranslations(this.#db, shippedContentTranslations);
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
    return (await this.#current()).documents;
  }

  async #current(): Promise<Snapshot> {
    const known = this.#snapshot;
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

  /**
   * What pages show, in `language`: every published document, or for a signed-in editor's
   * preview each draft in its place; in a language other than English each translatable field
   * in its published translation (a preview: its translation's draft where there is one), English
   * per field where there is none (marked for lang="en").
   */
  async siteContent({ preview, language = 'en' }: { preview: boolean; language?: LanguageCode }): Promise<SiteContent> {
    const snapshot = await this.#current();
    if (preview) {
      const [drafts, translationDrafts] = await Promise.all([readDrafts(this.#db), language === 'en' ? new Map() : readTranslationDrafts(this.#db, 'content', language)]);
      // Only documents this release defines: a key the store holds for another is left out.
      const documentDrafts = new Map([...translationDrafts].filter((entry): entry is [ContentKey, FieldTranslations] => isContentKey(entry[0])));
      return localizedContent(siteContentOf(snapshot.documents, drafts), withTranslationDrafts(snapshot, language, documentDrafts), language);
    }
    return this.#publishedIn(snapshot, language);
  }

  /** A snapshot's published documents in `language`, made once per snapshot and language. */
  #publishedIn(snapshot: Snapshot, language: LanguageCode): SiteContent {
    let byLanguage = this.#localized.get(snapshot);
    if (!byLanguage) this.#localized.set(snapshot, (byLanguage = new Map()));
    let content = byLanguage.get(language);
    if (!content) byLanguage.set(language, (content = localizedContent(siteContentOf(snapshot.documents, new Map()), snapshot, language, this.#localizedDocuments)));
    return content;
  }

  /** One published document in `language` (GET /api/content/{key}?lang=), or null when it is not stored. */
  async publishedIn(key: ContentKey, language: LanguageCode): Promise<{ version: number; published: unknown } | null> {
    const snapshot = await this.#current();
    const document = snapshot.documents.get(key);
    if (!document) return null;
    return { version: document.version, published: (await this.siteContent({ preview: false, language }))[key] };
  }

  /**
   * Whether a document has a published translation into `language` (a non-empty one), as last
   * read, without waiting: what deciding the languages a page is offered in reads (the locals of a
   * page are built after siteContent(), which reads them).
   */
  hasTranslation(key: ContentKey, language: TranslatedLanguage): boolean {
    return this.#snapshot?.translations.get(language)?.has(key) ?? false;
  }

  /**
   * The published documents as last read, without waiting: for work that cannot wait for a read
   * (a mail built inside a transaction, the check of a submitted form). In `language`, each
   * translatable field in its published translation, English where it has none. The shipped
   * English defaults until the first read. After caughtUp() it holds every publish heard of.
   */
  latest(language: LanguageCode = 'en'): SiteContent {
    const snapshot = this.#snapshot;
    return snapshot ? this.#publishedIn(snapshot, language) : siteContentOf(new Map(), new Map());
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
  #read(): Promise<Snapshot> {
    const generation = this.#generation;
    return this.#readOnce(String(generation), () =>
      Promise.all([readPublished(this.#db), readPublishedTranslations(this.#db)]).then(([documents, translations]) => {
        const snapshot = { documents, translations };
        if (generation === this.#generation) {
          this.#snapshot = snapshot;
          this.#readAt = Date.now();
          this.#stale = false;
        }
        return snapshot;
      }),
    );
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

/** The snapshot with `language`'s translation drafts in place of their published translations. */
function withTranslationDrafts(snapshot: Snapshot, language: LanguageCode, drafts: ReadonlyMap<ContentKey, FieldTranslations>): Snapshot {
  if (language === 'en' || drafts.size === 0) return snapshot;
  const inLanguage = new Map(snapshot.translations.get(language));
  for (const [key, translation] of drafts) inLanguage.set(key, { translation, digest: 'draft' });
  return { ...snapshot, translations: new Map([...snapshot.translations, [language, inLanguage]]) };
}

/**
 * Every document in `language` (English: as it is). With `kept`, a published document whose
 * English version and translation digest are those of the last call is reused.
 */
function localizedContent(
  content: SiteContent,
  { documents, translations }: Snapshot,
  language: LanguageCode,
  kept?: Map<string, { signature: string; document: unknown }>,
): SiteContent {
  if (language === 'en') return content;
  const localized = {} as Record<ContentKey, unknown>;
  for (const key of Object.keys(contentDocuments) as ContentKey[]) {
    const stored = translations.get(language)?.get(key);
    const signature = `${documents.get(key)?.version ?? 'defaults'}:${stored?.digest ?? 'none'}`;
    const known = kept?.get(`${key}:${language}`);
    if (known?.signature === signature) {
      localized[key] = known.document;
      continue;
    }
    localized[key] = localizeDocument(contentDocuments[key].schema, content[key], stored?.translation);
    kept?.set(`${key}:${language}`, { signature, document: localized[key] });
  }
  return localized as SiteContent;
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
