/** Where the Site Content tab leads: its list, one document's editor (?doc=), the pages that show a document. */
import type { ContentDefinition } from '../../domain/content/index.ts';
import { routes } from '../../domain/routes.ts';
import { tabHref } from '../dashboard/tabs.tsx';

export const contentListHref = (dashboard: string) => tabHref(dashboard, 'content');
export const contentEditorHref = (dashboard: string, key: string) => `${contentListHref(dashboard)}&doc=${encodeURIComponent(key)}`;

/** The public pages to preview a document on; the company's details show on every page, best seen on two. */
export const pagesOf = (definition: ContentDefinition): readonly string[] =>
  definition.routes === 'all' ? [routes.home, routes.contact] : definition.routes;

/** A public page showing the drafts to the signed-in editor (the server decides who sees them). */
export const previewHref = (page: string) => `${page}?preview`;
