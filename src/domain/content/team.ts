import { z } from 'zod';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { line, list, pageMeta, paragraph, textBlock } from './fields.ts';

const schema = z.object({
  page: pageMeta(),
  heading: line('Heading'),
  intro: paragraph('Introduction', { rows: 2 }),
  values: list('Values', 'Value', textBlock(), { max: 8 }),
});

/** /team: the search-result words of the page and the 'Our Team Culture' block under the staff cards. */
export const teamContent = defineContent({
  key: 'team',
  title: 'Our Team page',
  schema,
  routes: [routes.team],
  defaults: {
    page: {
      title: 'Our Team',
      description: 'Meet the engineers and designers of our Thrissur team: their roles, the technologies they work with and how we work together.',
    },
    heading: 'Our Team Culture',
    intro: 'We are a young team in Thrissur that ships real products for real clients, and we keep the door open for the next engineer to learn beside us.',
    values: [
      {
        title: 'Learn in public',
        text: 'Every project ends with a short write-up of what went well and what we would change, shared with the whole team and our interns.',
      },
      {
        title: 'Own the outcome',
        text: 'The person who builds a feature also sees it through testing, release and the first week of use, so quality is never somebody else’s job.',
      },
      {
        title: 'Plain talk with clients',
        text: 'We explain trade-offs in everyday language and give honest estimates, even when the answer is “not yet”.',
      },
      {
        title: 'Room to grow',
        text: 'Seniors pair with juniors every week, and everyone gets time to try the tools that will shape their next project.',
      },
    ],
  },
});

export type TeamContent = z.output<typeof schema>;
