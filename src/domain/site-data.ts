import type { AccountUser } from './account.ts';
import type { Advertisement } from './advertisement.ts';
import type { Client } from './client.ts';
import type { SiteContent } from './content/index.ts';
import type { EnquiryPostResult } from './contact.ts';
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

export interface SiteLocals {
  data: SiteData;
  /**
   * Every site content document as published, or, for a signed-in editor's preview (`?preview`),
   * with each draft in place of its published version.
   */
  content: SiteContent;
  /** True while a signed-in editor previews drafts: the page says so (and is never kept or cached). */
  preview: boolean;
  account: AccountUser | null;
  publicUrl: string;
  translateWidgetUrl: string;
  /** RETENTION_DAYS, stated by the privacy notice. */
  retentionDays: number;
  /** Only set for pages served under the hidden admin base or the staff panel. */
  adminBase?: string;
  /** Only set when the contact page answers a plain post of the enquiry form. */
  enquiry?: EnquiryPostResult;
  /** Only set when the application page answers a plain post of the application form. */
  application?: ApplicationPostResult;
}
