import { z } from 'zod';
import { routes } from '../../domain/routes.ts';
import { pageIntro, previewCopy, textBlock } from './schemas.ts';

const aimSchema = z.object({
  title: z.string().min(1),
  descriptions: z.array(z.string().min(1)).min(1),
  benefits: z.array(z.string().min(1)).min(2),
  impact: z.string().min(1),
});
export type Aim = z.infer<typeof aimSchema>;

const aimsSchema = z.object({
  intro: pageIntro,
  strategicAims: z.object({ heading: z.literal('Our Strategic Aims'), aims: z.array(aimSchema).length(3) }),
  commitment: z.object({ heading: z.literal('Our Commitment'), intro: z.string().min(1), items: z.array(textBlock).length(3) }),
  preview: previewCopy,
});

/** Copy of /future/aim and its home preview (SPEC section 2). */
export const aimsPage = aimsSchema.parse({
  intro: {
    title: 'Our Aim',
    description: 'Our strategic aims: focused goals, growth acceleration and innovation at the core, and what we commit to our clients in return.',
    lead: 'Where we are heading, and how each step helps the businesses and students who work with us.',
  },
  strategicAims: {
    heading: 'Our Strategic Aims',
    aims: [
      {
        title: 'Focused Goals',
        descriptions: ['We agree on a few measurable goals with every client before we design anything, and we report against them.'],
        benefits: ['Clear priorities for each release', 'Budgets spent on what moves the numbers', 'Progress you can see every two weeks'],
        impact: 'Projects finish with the result they were started for, not just with a delivered feature list.',
      },
      {
        title: 'Growth Acceleration',
        descriptions: ['Software should let a business grow without hiring in proportion; we automate the repetitive work first.'],
        benefits: ['Fewer manual steps and errors', 'Systems that scale with more customers', 'Data to decide where to grow next'],
        impact: 'Our clients take on more work with the same team and reach new customers online.',
      },
      {
        title: 'Innovation at Core',
        descriptions: ['We keep trying new tools and methods on internal projects, so clients get proven improvements rather than experiments.'],
        benefits: ['Modern, maintainable technology', 'Ideas from an engaged young team', 'Early access to what works in the industry'],
        impact: 'Products stay current for years instead of needing a rewrite after the first one.',
      },
    ],
  },
  commitment: {
    heading: 'Our Commitment',
    intro: 'Three promises we hold ourselves to on every project.',
    items: [
      { title: 'Client Success', text: 'We measure our work by your results, and we stay reachable after launch.' },
      { title: 'Sustainable Innovation', text: 'Technology choices that your business can afford to run and maintain for years.' },
      { title: 'Global Impact', text: 'Products built in Kerala to the standard of any market, by engineers we help train.' },
    ],
  },
  preview: {
    heading: 'Our Aim',
    intro: 'Focused goals, growth acceleration and innovation at the core of every project.',
    link: { href: routes.aim, label: 'Read Our Aims' },
  },
});
