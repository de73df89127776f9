import { z } from 'zod';

/** Copy of the home page's own sections (hero and the data previews); site-a's previews carry theirs. */
const homeSchema = z.object({
  hero: z.object({ headline: z.string().min(1), lead: z.string().min(1), cta: z.literal('Start Your Project') }),
  clients: z.object({ heading: z.string().min(1), intro: z.string().min(1), link: z.literal('View All Clients') }),
  staff: z.object({ heading: z.string().min(1), intro: z.string().min(1), link: z.literal('Meet the Staff') }),
  advertisements: z.object({ heading: z.string().min(1), intro: z.string().min(1), link: z.literal('View All') }),
});
export type HomeContent = z.infer<typeof homeSchema>;

export const home: HomeContent = homeSchema.parse({
  hero: {
    headline: 'Bringing Your Ideas to Life with Next-Gen Solutions',
    lead: 'Software, websites, Android and iOS apps, graphic and UI-UX design from Thrissur, Kerala, plus hands-on internships for the engineers of tomorrow.',
    cta: 'Start Your Project',
  },
  clients: {
    heading: 'Our Clients',
    intro: 'Businesses and institutions across Kerala trust us with their software.',
    link: 'View All Clients',
  },
  staff: {
    heading: 'Our Staff',
    intro: 'The people who design, build and support your product.',
    link: 'Meet the Staff',
  },
  advertisements: {
    heading: 'Advertisements',
    intro: 'Internship calls, openings and events.',
    link: 'View All',
  },
});
