import { z } from 'zod';
import { accessPatterns, defineCollection } from './collection.ts';
import { labelled } from './field-meta.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { ok, type Result } from './result.ts';
import { mediaField, text } from './text.ts';

const advertisementFields = z.object({
  title: labelled(text(limits.text.shortText).default(''), { label: 'Title', required: true, translatable: true }),
  image: labelled(mediaField(), { label: 'Image', input: 'media', media: 'ad-image', width: 'half' }),
  video: labelled(mediaField(), { label: 'Video', input: 'media', media: 'video', width: 'half' }),
});
export type AdvertisementInput = z.output<typeof advertisementFields>;

/** An advertisement as the API and the pages show it: a title, and an image, a video or both. */
export type Advertisement = Required<AdvertisementInput> & { id: string; position: number };

/** Advertisements (docs/product.md#entities): public list, managed by signed-in staff in display order. */
export const advertisementCollection = defineCollection({
  entity: 'advertisement',
  path: '/advertisements',
  labels: { object: 'advertisement', itemsName: 'advertisements', noun: 'Advertisement', title: 'Advertisement Management' },
  messages: messages.advertisement,
  fields: advertisementFields,
  rules: (ad): Result<AdvertisementInput> => ok(ad),
  incomplete: messages.advertisement.titleRequired,
  access: accessPatterns.publicListManagedByStaff,
  order: 'display',
  search: ['title'],
});


