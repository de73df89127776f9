/**
 * Where the Site Content tab leads: its list, one document's editor (?doc=, in a language &lang=,
 * at one text &field=), the Translations view (&view=translations), the pages that show a document.
 */
import type { ContentDefinition } from '../../domain/content/index.ts';
import { localisedPath } from '../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { routes } from '../../domain/routes.ts';
import { tabHref } from '../dashboard/tab-ids.ts';
import { editorTexts } from './editor-texts.ts';
import { pageName } from './page-names.ts';

export const contentListHref = (dashboard: string) => tabHref(dashboard, 'content');
export const contentEditorHref = (dashboard: string, key: string, language: LanguageCode = 'en', field?: string) =>
  `${contentListHref(dashboard)}&doc=${encodeURIComponent(key)}${language === 'en' ? '' : `&lang=${language}`}${field ? `&field=${encodeURIComponent(field)}` : ''}`;
/** The Translations view, in a language. */
export const translationsViewHref = (dashboard: string, language?: LanguageCode) => `${contentListHref(dashboard)}&view=translations${language ? `&lang=${language}` : ''}`;

/** The Shown on column: its pages, every page, or what reads a document no page shows. */
export const shownOn = (definition: ContentDefinition) =>
  definition.routes === 'all' ? editorTexts.everyPage : definition.routes.length ? definition.routes.map(pageName).join(', ') : editorTexts.noPage(definition.usedIn ?? '');

/** What the editor says beside its Preview buttons (`pageHint`), or, for a document no page shows, what reads it. */
export const previewHintOf = (definition: ContentDefinition, pageHint: string) =>
  definition.routes === 'all' || definition.routes.length ? pageHint : editorTexts.noPageHint(definition.usedIn ?? '');

/** The public pages to preview a document on; the company's details show on every page, best seen on two. */
const pagesOf = (definition: ContentDefinition): readonly string[] =>
  definition.routes === 'all' ? [routes.home, routes.contact] : definition.routes;

/** A public page in `language` showing the drafts to the signed-in editor (the server decides who sees them). */
const previewHref = (page: string, language: LanguageCode = 'en') => `${localisedPath(page, language)}?preview`;

/** The Preview buttons of a document in `language`: the first page is 'Preview', any other names its page. */
export const previewsOf = (definition: ContentDefinition, language: LanguageCode) =>
  pagesOf(definition).map((page, index) => ({ label: index === 0 ? editorTexts.preview : `${editorTexts.preview} ${pageName(page)}`, href: previewHref(page, language) }));
