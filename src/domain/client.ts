import { z } from 'zod';
import { accessPatterns, defineCollection } from './collection.ts';
import { labelled } from './field-meta.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { ok, type Result } from './result.ts';
import { mediaField, optionalText, text } from './text.ts';
import { formats, inFormat } from './field-formats.ts';

const clientFields = z.object({
  name: labelled(text(limits.text.name).default(''), { label: 'Name', required: true, width: 'half', autoComplete: 'organization' }),
  website: labelled(inFormat(text(limits.text.url), formats.url).optional().default(''), { label: 'Website', input: 'url', inputMode: 'url', width: 'half', hint: 'e.g. https://example.com' }),
  logo: labelled(mediaField(), { label: 'Logo', input: 'media', media: 'logo' }),
  shortDescription: labelled(optionalText(limits.text.message), { label: 'Short Description', input: 'textarea', rows: 2, translatable: true }),
  fullDescription: labelled(optionalText(limits.text.longText), { label: 'Full Description', input: 'textarea', rows: 4, translatable: true }),
  collaboration: labelled(optionalText(limits.text.longText), { label: 'Collaboration', input: 'textarea', width: 'half', translatable: true }),
  impact: labelled(optionalText(limits.text.longText), { label: 'Impact', input: 'textarea', width: 'half', translatable: true }),
});
export type ClientInput = z.output<typeof clientFields>;

/** A client as the API and the pages show it. */
export type Client = Required<ClientInput> & { id: string; position: number };

/** Clients (docs/product.md#entities): public list, managed by signed-in staff in display order. */
export const clientCollection = defineCollection({
  entity: 'client',
  path: '/clients',
  labels: { object: 'client', itemsName: 'clients', noun: 'Client', title: 'Client Management' },
  messages: messages.client,
  fields: clientFields,
  // docs/product.md#client-form: each field's definition holds its rule (the name required, the website http(s)).
  rules: (client): Result<ClientInput> => ok(client),
  incomplete: messages.client.nameRequired,
  access: accessPatterns.publicListManagedByStaff,
  order: 'display',
  search: ['name'],
});

