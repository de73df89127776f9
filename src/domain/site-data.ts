import type { AccountUser } from './account.ts';
import type { Advertisement } from './advertisement.ts';
import type { Client } from './client.ts';
import type { SiteContent } from './content/index.ts';
import type { EnquiryPostResult } from './contact.ts';
import type { LanguageCode } from './languages.ts';
import type { ApplicationPostResult } from './inquiry.ts';
import type { PublicStaffCard, StaffDetail } from './staff.ts';

/**
 * What the server hands to every page render as Astro.locals: the data pages read
 * (through the server's cache) and the request facts they need. Pages never touch
 * the database or process.env themselves.
 */
export interface SiteData {
  listTeamCards(): Promise<PublicStaffCard[]>;
  listClients(): Promise<Client[]>;
  listAdvertisements(): Promise<Advertisement[]>;
  /** null when no member has this id. */
  getStaffDetail(id: string, options: { signedIn: boolean }): Promise<StaffDetail | null>;
}

/** The language a page is rendered in, and the route it is a version of (see i18n/localised-path.ts). */
export interface PageLanguage {
  lang: LanguageCode;
  /** The path without its language prefix: '/about' for /ml/about, '/' for /ml. */
  route: string;
}

/**
 * What the page renderer itself tells a page: its language and route, and whether it loads the
 * translation widget (an English page asked for with its translation in the browser, which is
 * never kept). The server decides the last from the URL; a page never reads the query for it, so
 * a kept page cannot carry the widget to every visitor.
 */
export interface PageAsked extends PageLanguage {
  translating: boolean;
}

export interface SiteLocals extends PageAsked {
  data: SiteData;
  /**
   * The languages the site offers (the company's choice, as published; English always): the
   * language menu lists them, and a page in any other language leads to the English one.
   */
  siteLanguages: readonly LanguageCode[];
  /**
   * The languages of `siteLanguages` a route is offered in (English always, first): those its
   * page reads in, not only its navigation. They get alternates in the head and the sitemap; any
   * other offered language's version still answers, in the site's own words around the English
   * copy, kept out of search.
   */
  languagesOffered(route: string): readonly LanguageCode[];
  /**
   * Every site content document as published, or, for a signed-in editor's preview (`?preview`),
   * with each draft in place of its published version.
   */
  content: SiteContent;
  /**
   * The same documents in English, whatever the page's language: for values that stay English
   * on every page (a form's choices, which the server checks and staff read).
   */
  sourceContent: SiteContent;
  /** True while a signed-in editor previews drafts: the page says so (and is never kept or cached). */
  preview: boolean;
  account: AccountUser | null;
  publicUrl: string;
  translateWidgetUrl: string;
  /** RETENTION_DAYS, stated by the privacy notice. */
  retentionDays: number;
  /** VISITOR_STATS: the privacy notice says what is counted only while it is. */
  visitorStats: boolean;
  /** Only set for pages served under the hidden admin base or the staff panel. */
  adminBase?: string;
  /** Only set when the contact page answers a plain post of the enquiry form. */
  enquiry?: EnquiryPostResult;
  /** Only set when the application page answers a plain post of the application form. */
  application?: ApplicationPostResult;
}
