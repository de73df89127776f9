import { z } from 'zod';
import { accessPatterns, defineCollection } from './collection.ts';
import { labelled } from './field-meta.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';
import { isHttpUrl, isIsoDate, mediaField, optionalText, text } from './text.ts';

// An ISO instant with its zone (what the admin sends for a datetime-local read in the company's zone).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const instantText = () => optionalText(40);

const advertisementFields = z.object({
  title: labelled(text(limits.text.shortText).default(''), { label: 'Title', required: true, translatable: true }),
  link: labelled(optionalText(limits.text.url), {
    label: 'Link', inputMode: 'url', width: 'half', hint: 'A page of this site (/internship/apply) or an https:// address; empty for none.',
  }),
  linkText: labelled(optionalText(limits.text.shortText), {
    label: 'Button Text', width: 'half', translatable: true, hint: "Shown on the link's button; empty: 'Learn more' in the visitor's language.",
  }),
  image: labelled(mediaField(), { label: 'Image', input: 'media', media: 'ad-image', width: 'half' }),
  video: labelled(mediaField(), { label: 'Video', input: 'media', media: 'video', width: 'half' }),
  startsAt: labelled(instantText(), { label: 'Starts', input: 'datetime', width: 'half', hint: 'Empty: shown from now.' }),
  endsAt: labelled(instantText(), { label: 'Ends', input: 'datetime', width: 'half', hint: 'Empty: shown until hidden or deleted.' }),
  hidden: labelled(z.boolean().default(false), { label: 'Hidden', input: 'checkbox', hint: 'Kept here, not shown on the site.' }),
});
export type AdvertisementInput = z.output<typeof advertisementFields>;

/** An advertisement as the API and the pages show it: a title, and an image, a video or both. */
export type Advertisement = Required<AdvertisementInput> & { id: string; position: number };

/**
 * An advertisement as a page hands it to its components: what is shown, with the link ready to
 * follow (in the page's language where it is one of the site's pages) and its button's text (the
 * page's 'Learn more' where none was given; `linkLang` 'en' when an English one stands in for a
 * missing translation); without a link, none of the three (the home page's first answer carries them).
 */
export type ShownAdvertisement = Pick<Advertisement, 'id' | 'title' | 'image' | 'video'> & { link?: string; linkText?: string; linkLang?: 'en' };

/** Where an advertisement's link may go: a page of this site ('/…', not '//host') or an https address. */
export function isAdvertisementLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !/[\s\\]/.test(link);
  return isHttpUrl(link) && link.startsWith('https://');
}

/** '' for none, otherwise the instant in one spelling (UTC, milliseconds), so times compare as they read; null if no time. */
function instantOf(value: string): string | null {
  if (!value) return '';
  const time = Date.parse(value);
  // Date.parse reads 31 February as 3 March: the calendar day must exist as written.
  return ISO_INSTANT.test(value) && isIsoDate(value.slice(0, 10)) && Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** The rules of docs/decisions/256-advertisement-campaigns.md: a link where it may go, times that exist, the end after the start. */
function campaignRules(ad: AdvertisementInput): Result<AdvertisementInput> {
  if (ad.link && !isAdvertisementLink(ad.link)) return fail(messages.advertisement.invalidLink, { field: 'link' });
  const startsAt = instantOf(ad.startsAt);
  if (startsAt === null) return fail(messages.advertisement.invalidTime, { field: 'startsAt', code: 'invalid_time' });
  const endsAt = instantOf(ad.endsAt);
  if (endsAt === null) return fail(messages.advertisement.invalidTime, { field: 'endsAt', code: 'invalid_time' });
  if (startsAt && endsAt && endsAt <= startsAt) return fail(messages.advertisement.endBeforeStart, { field: 'endsAt', code: 'invalid_time' });
  return ok({ ...ad, startsAt, endsAt });
}

type Schedule = Pick<Advertisement, 'hidden' | 'startsAt' | 'endsAt'>;

/** What an advertisement is at `now` (ms): the admin list's status column. */
export type AdvertisementStatus = 'Live' | 'Scheduled' | 'Ended' | 'Hidden';

export function advertisementStatus(ad: Schedule, now: number): AdvertisementStatus {
  if (ad.hidden) return 'Hidden';
  if (ad.endsAt && Date.parse(ad.endsAt) <= now) return 'Ended';
  if (ad.startsAt && Date.parse(ad.startsAt) > now) return 'Scheduled';
  return 'Live';
}

/** Whether visitors see it at `now`: not hidden, started, not ended. */
export const isLive = (ad: Schedule, now: number) => advertisementStatus(ad, now) === 'Live';

/** The next instant (ms) after `now` at which one of these advertisements starts or ends; undefined when none will. */
export function nextScheduleChange(ads: readonly Schedule[], now: number): number | undefined {
  let next: number | undefined;
  for (const ad of ads) {
    if (ad.hidden) continue;
    for (const at of [ad.startsAt, ad.endsAt]) {
      const time = at ? Date.parse(at) : NaN;
      if (time > now && (next === undefined || time < next)) next = time;
    }
  }
  return next;
}

/** Advertisements (docs/product.md#entities): public list of the live ones, managed by signed-in staff in display order. */
export const advertisementCollection = defineCollection({
  entity: 'advertisement',
  path: '/advertisements',
  labels: { object: 'advertisement', itemsName: 'advertisements', noun: 'Advertisement', title: 'Advertisement Management' },
  messages: messages.advertisement,
  fields: advertisementFields,
  rules: (ad): Result<AdvertisementInput> => campaignRules(ad),
  incomplete: messages.advertisement.titleRequired,
  access: accessPatterns.publicListManagedByStaff,
  order: 'display',
  search: ['title'],
});
