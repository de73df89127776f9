import { z } from 'zod';

/** The 'Our Team Culture' block under the staff cards on /team. */
const teamCultureSchema = z.object({
  heading: z.literal('Our Team Culture'),
  intro: z.string().min(1),
  values: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
});
export type TeamCulture = z.infer<typeof teamCultureSchema>;

export const teamCulture: TeamCulture = teamCultureSchema.parse({
  heading: 'Our Team Culture',
  intro:
    'We are a young team in Thrissur that ships real products for real clients, and we keep the door open for the next engineer to learn beside us.',
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
});
