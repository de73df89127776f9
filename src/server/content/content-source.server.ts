import type { ContentKey, SiteContent } from '../../domain/content/index.ts';
import type { LanguageCode, TranslatedLanguage } from '../../domain/languages.ts';

/** Which documents changed: some keys, or all of them (after a lost connection, nobody knows which). */
export type ContentChange = readonly ContentKey[] | 'all';

/** Every document's published version and content. */
export type PublishedDocuments = Map<ContentKey, { version: number; published: unknown }>;

/**
 * The published site content as the application context offers it to every feature. Declared
 * here, apart from its implementation (ContentStore), so the context names what features may use
 * without importing the store, which itself uses features (the audit trail, uploads).
 */
export interface ContentSource {
  /** Told of every publish, this process's and every other's. */
  onChange(listener: (change: ContentChange) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A publish happened: the next read goes to the database. */
  changed(change: ContentChange): void;
  published(): Promise<PublishedDocuments>;
  /** What pages show in a language: every published document, or for a preview each draft in its place. */
  siteContent(options: { preview: boolean; language?: LanguageCode }): Promise<SiteContent>;
  /** One published document in `language`, or null when it is not stored. */
  publishedIn(key: ContentKey, language: LanguageCode): Promise<{ version: number; published: unknown } | null>;
  /** Whether a document has a published translation into `language`, as last read. */
  hasTranslation(key: ContentKey, language: TranslatedLanguage): boolean;
  /** The published documents as last read, without waiting; in `language`, English per field without a translation. */
  latest(language?: LanguageCode): SiteContent;
  /** Reads until latest() holds every publish heard of so far. */
  caughtUp(): Promise<void>;
}
