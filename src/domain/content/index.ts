import type { z } from 'zod';
import { aboutContent } from './about.ts';
import { aimsContent } from './aims.ts';
import { applyContent } from './apply.ts';
import { clientsContent } from './clients.ts';
import { companyContent } from './company.ts';
import type { ContentDefinition } from './define.ts';
import { homeContent } from './home.ts';
import { internshipContent } from './internship.ts';
import { privacyContent } from './privacy.ts';
import { repliesContent } from './replies.ts';
import { servicesContent } from './services.ts';
import { teamContent } from './team.ts';
import { visionContent } from './vision.ts';

/** Every site content document by key, in the order the admin lists them. */
export const contentDocuments = {
  company: companyContent,
  home: homeContent,
  about: aboutContent,
  services: servicesContent,
  aims: aimsContent,
  vision: visionContent,
  internship: internshipContent,
  team: teamContent,
  clients: clientsContent,
  apply: applyContent,
  privacy: privacyContent,
  replies: repliesContent,
} as const;

export type ContentKey = keyof typeof contentDocuments;
export const CONTENT_KEYS = Object.keys(contentDocuments) as ContentKey[];
export const isContentKey = (value: string): value is ContentKey => Object.hasOwn(contentDocuments, value);

/**
 * Documents only owners may change (docs/product.md#roles): the company's own details, its name,
 * addresses and numbers that every page and mail carries. Their translations stay editors' work.
 */
export const isOwnersOnlyContent = (key: ContentKey): boolean => key === 'company';

/** What a document holds once checked: the shape pages and mails read. */
export type ContentOf<K extends ContentKey> = z.output<(typeof contentDocuments)[K]['schema']>;

/** Every document at once, as pages receive them (SiteLocals.content). */
export type SiteContent = { [K in ContentKey]: ContentOf<K> };

export const contentDefinition = <K extends ContentKey>(key: K): ContentDefinition<K, (typeof contentDocuments)[K]['schema']> =>
  contentDocuments[key] as ContentDefinition<K, (typeof contentDocuments)[K]['schema']>;

export type { ContentDefinition } from './define.ts';
