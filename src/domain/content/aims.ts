import { z } from 'zod';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { group, line, list, markdown, pageIntro, paragraph, textBlock } from './fields.ts';

const aim = z.object({
  title: line('Title'),
  description: markdown('Description', { rows: 3 }),
  benefits: list('Benefits', 'Benefit', line('Benefit'), { max: 8 }),
  impact: paragraph('Impact', { rows: 2 }),
});

const schema = z.object({
  intro: pageIntro(),
  strategicAims: group('Our Strategic Aims', {
    heading: line('Heading'),
    aims: list('Aims', 'Aim', aim, { max: 8 }),
  }),
  commitment: group('Our Commitment', {
    heading: line('Heading'),
    intro: paragraph('Introduction', { rows: 2 }),
    items: list('Promises', 'Promise', textBlock(), { max: 8 }),
  }),
});

/** /future/aim: our strategic aims and our commitment. */
export const aimsContent = defineContent({
  key: 'aims',
  title: 'Our Aim page',
  schema,
  routes: [routes.aim],
  defaults: {
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
          description: 'We agree on a few measurable goals with every client before we design anything, and we report against them.',
          benefits: ['Clear priorities for each release', 'Budgets spent on what moves the numbers', 'Progress you can see every two weeks'],
          impact: 'Projects finish with the result they were started for, not just with a delivered feature list.',
        },
        {
          title: 'Growth Acceleration',
          description: 'Software should let a business grow without hiring in proportion; we automate the repetitive work first.',
          benefits: ['Fewer manual steps and errors', 'Systems that scale with more customers', 'Data to decide where to grow next'],
          impact: 'Our clients take on more work with the same team and reach new customers online.',
        },
        {
          title: 'Innovation at Core',
          description: 'We keep trying new tools and methods on internal projects, so clients get proven improvements rather than experiments.',
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
  },
});

export type AimsContent = z.output<typeof schema>;
export type Aim = AimsContent['strategicAims']['aims'][number];
