import { z } from 'zod';
import { routes } from '../../domain/routes.ts';
import { company } from '../../domain/settings.ts';
import { pageIntro, previewCopy, sizedImage, textBlock } from './schemas.ts';

const founded = new Date(`${company.foundedOn}T00:00:00Z`).toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const aboutSchema = z.object({
  intro: pageIntro,
  whoWeAre: z.object({ heading: z.literal('Who We Are'), paragraphs: z.array(z.string().min(1)).min(1), image: sizedImage }),
  whyChooseUs: z.object({
    heading: z.literal('Why Choose Us'),
    cards: z.array(textBlock).length(4),
  }),
  preview: previewCopy,
});

/** Copy of /about and its home preview (SPEC section 2). */
export const about = aboutSchema.parse({
  intro: {
    title: 'About Us',
    description: `${company.name} is a young software, web, mobile and design company in ${company.address.city}, Kerala, founded on ${founded}.`,
    lead: 'A young team in Kerala building software that people enjoy using, and training the engineers who will build the next generation of it.',
  },
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      `${company.name} was founded on ${founded} in ${company.address.city}, Kerala, by engineers who wanted local businesses to get the same quality of software that large companies buy from abroad.`,
      'We design and build custom software, websites, Android and iOS apps, brand identities and user interfaces. Every project is run by a small team that talks to you directly, shows working software early and stays on after launch.',
      'We also open our office to students: interns work on real client projects next to our engineers and leave with a portfolio, interview practice and a work experience certificate.',
    ],
    image: {
      src: '/images/about-team.svg',
      alt: 'Illustration of our team planning a mobile app around a table, with a laptop, sketches and a phone prototype',
      width: 640,
      height: 440,
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
  preview: {
    heading: 'About Us',
    intro: `Founded in ${company.address.city} in 2023: software, web, mobile and design, built by a young team that stays with you after launch.`,
    link: { href: routes.about, label: 'Discover More' },
  },
});
