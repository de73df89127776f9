import { z } from 'zod';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { group, line, list, pageIntro, paragraph, textBlock } from './fields.ts';

const schema = z.object({
  intro: pageIntro(),
  statement: paragraph('Vision Statement'),
  pillars: group('Core Pillars', {
    heading: line('Heading'),
    items: list('Pillars', 'Pillar', textBlock(), { max: 8 }),
  }),
  howWeAchieveIt: group('How We Achieve It', {
    heading: line('Heading'),
    steps: list('Steps', 'Step', textBlock(), { max: 8 }),
  }),
});

/** /future/vision: the statement, the core pillars and how we achieve it. */
export const visionContent = defineContent({
  key: 'vision',
  title: 'Our Vision page',
  schema,
  routes: [routes.vision],
  defaults: {
    intro: {
      title: 'Our Vision',
      description: 'Our vision rests on three pillars, skill mastery, convenience and innovation, and on the practical steps we take to reach it.',
      lead: 'A Kerala where good software is within reach of every business, and every motivated student can learn to build it.',
    },
    statement:
      'We want to be the team people in Kerala think of first when they need software built well, and the place students think of first when they want to learn how.',
    pillars: {
      heading: 'Our Core Pillars',
      items: [
        { title: 'Skill Mastery', text: 'Deep, practical skill in every role, kept sharp by code reviews, mentoring and real client work.' },
        { title: 'Convenience', text: 'Products that are easy to use and a company that is easy to work with, in your language and on your schedule.' },
        { title: 'Innovation', text: 'Curiosity about new tools and better ways of working, applied where it makes a real difference.' },
      ],
    },
    howWeAchieveIt: {
      heading: 'How We Achieve It',
      steps: [
        { title: 'Learn every week', text: 'Each engineer spends time every week on a new skill and shares it with the team.' },
        { title: 'Build with our clients', text: 'Short cycles and frequent demos keep clients involved and products useful.' },
        { title: 'Train the next generation', text: 'Our internship programme turns students into engineers through real projects and mentoring.' },
        { title: 'Measure and improve', text: 'We review every project after launch and carry the lessons into the next one.' },
      ],
    },
  },
});

export type VisionContent = z.output<typeof schema>;
