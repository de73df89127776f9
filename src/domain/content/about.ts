import { z } from 'zod';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { group, image, line, list, markdown, pageIntro, textBlock } from './fields.ts';

const schema = z.object({
  intro: pageIntro(),
  whoWeAre: group('Who We Are', {
    heading: line('Heading'),
    text: markdown('Text'),
    image: image('Picture'),
  }),
  whyChooseUs: group('Why Choose Us', {
    heading: line('Heading'),
    cards: list('Cards', 'Card', textBlock(), { max: 8 }),
  }),
});

/** /about: who we are and why choose us. */
export const aboutContent = defineContent({
  key: 'about',
  title: 'About page',
  schema,
  routes: [routes.about],
  defaults: {
    intro: {
      title: 'About Us',
      description: 'Nilavu Technologies is a young software, web, mobile and design company in Thrissur, Kerala, founded on 25 October 2023.',
      lead: 'A young team in Kerala building software that people enjoy using, and training the engineers who will build the next generation of it.',
    },
    whoWeAre: {
      heading: 'Who We Are',
      text: [
        'Nilavu Technologies was founded on 25 October 2023 in Thrissur, Kerala, by engineers who wanted local businesses to get the same quality of software that large companies buy from abroad.',
        'We design and build custom software, websites, Android and iOS apps, brand identities and user interfaces. Every project is run by a small team that talks to you directly, shows working software early and stays on after launch.',
        'We also open our office to students: interns work on real client projects next to our engineers and leave with a portfolio, interview practice and a work experience certificate.',
      ].join('\n\n'),
      image: {
        src: '/images/about-team.svg',
        alt: 'Illustration of our team planning a mobile app around a table, with a laptop, sketches and a phone prototype',
      },
    },
    whyChooseUs: {
      heading: 'Why Choose Us',
      cards: [
        { title: 'Innovative Solutions', text: 'We start from your problem, not from a template, and look for the simplest product that solves it well.' },
        { title: 'Emerging Technologies', text: 'Cross-platform apps, cloud services and modern web frameworks, chosen for what they do for your users.' },
        { title: 'Youthful Leadership', text: 'A young leadership team that moves quickly, listens to new ideas and is easy to reach when you need an answer.' },
        { title: 'Community Focus', text: 'We hire and train locally, mentor students across Kerala and work with the businesses around us.' },
      ],
    },
  },
});

export type AboutContent = z.output<typeof schema>;
