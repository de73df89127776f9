import { z } from 'zod';
import { accessPatterns, defineCollection } from './collection.ts';
import { labelled } from './field-meta.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';
import { isHttpUrl, mediaField, optionalText, text } from './text.ts';

const clientFields = z.object({
  name: labelled(text(limits.text.name).default(''), { label: 'Name', required: true, width: 'half', autoComplete: 'organization' }),
  website: labelled(optionalText(limits.text.url), { label: 'Website', input: 'url', inputMode: 'url', width: 'half', hint: 'e.g. https://example.com' }),
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
  // docs/product.md#client-form: the website, when given, an http(s) address (the name is required by its field).
  rules: (client): Result<ClientInput> => {
    if (client.website && !isHttpUrl(client.website)) return fail(messages.client.invalidWebsite, { field: 'website' });
    return ok(client);
  },
  incomplete: messages.client.nameRequired,
  access: accessPatterns.publicListManagedByStaff,
  order: 'display',
  search: ['name'],
});

