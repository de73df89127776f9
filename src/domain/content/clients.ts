import { z } from 'zod';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { line, list, pageMeta, paragraph, textBlock } from './fields.ts';

const schema = z.object({
  page: pageMeta(),
  heading: line('Heading'),
  intro: paragraph('Introduction', { rows: 2 }),
  promises: list('Promises', 'Promise', textBlock(), { max: 8 }),
});

/** /clients: the search-result words of the page and the 'Our Client Commitment' block under the client cards. */
export const clientsContent = defineContent({
  key: 'clients',
  title: 'Our Clients page',
  schema,
  routes: [routes.clients],
  defaults: {
    page: {
      title: 'Our Clients',
      description: 'The businesses and institutions we build software, websites and apps for, what we did together and what changed for them.',
    },
    heading: 'Our Client Commitment',
    intro: 'Whether you are a two-person shop or an established institution, you get the same care from first call to long after launch.',
    promises: [
      {
        title: 'Clear scope, clear price',
        text: 'We agree on what will be built and what it will cost before work starts, and we tell you early if anything changes.',
      },
      {
        title: 'Working software every fortnight',
        text: 'You see progress you can click through every two weeks, not a big reveal at the end.',
      },
      {
        title: 'Support after launch',
        text: 'We stay on call after go-live to fix issues, train your staff and plan the next improvements with you.',
      },
    ],
  },
});

export type ClientsContent = z.output<typeof schema>;
