import { z } from 'zod';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { group, line, paragraph } from './fields.ts';

/** A home-page section: its heading, one line, and the words of its link to the full page. */
const section = (label: string) =>
  group(label, {
    heading: line('Heading'),
    intro: paragraph('Introduction', { rows: 2 }),
    linkLabel: line('Link Text', { max: 60 }),
  });

const schema = z.object({
  hero: group('Hero', {
    headline: line('Headline', { max: 120 }),
    lead: paragraph('Introduction', { rows: 2 }),
    cta: line('Button Text', { max: 60 }),
  }),
  about: section('About Us Section'),
  services: section('Services Section'),
  aims: section('Our Aim Section'),
  vision: section('Our Vision Section'),
  internship: section('Internship Section'),
  clients: section('Clients Section'),
  staff: section('Staff Section'),
  advertisements: section('Advertisements Section'),
});

/** The home page's hero and the headings of its sections (the sections' items are data or other documents). */
export const homeContent = defineContent({
  key: 'home',
  title: 'Home page',
  schema,
  routes: [routes.home],
  defaults: {
    hero: {
      headline: 'Bringing Your Ideas to Life with Next-Gen Solutions',
      lead: 'Software, websites, Android and iOS apps, graphic and UI-UX design from Thrissur, Kerala, plus hands-on internships for the engineers of tomorrow.',
      cta: 'Start Your Project',
    },
    about: {
      heading: 'About Us',
      intro: 'Founded in Thrissur in 2023: software, web, mobile and design, built by a young team that stays with you after launch.',
      linkLabel: 'Discover More',
    },
    services: {
      heading: 'Our Services',
      intro: 'Software, web, mobile and design: one team from the first idea to long after launch.',
      linkLabel: 'Explore Services',
    },
    aims: {
      heading: 'Our Aim',
      intro: 'Focused goals, growth acceleration and innovation at the core of every project.',
      linkLabel: 'Read Our Aims',
    },
    vision: {
      heading: 'Our Vision',
      intro: 'Skill mastery, convenience and innovation: the three pillars we build on.',
      linkLabel: 'See Our Vision',
    },
    internship: {
      heading: 'Internship Opportunity',
      intro: '6 months to 1 year on real projects, with mentoring and a work experience certificate.',
      linkLabel: 'Explore Internships',
    },
    clients: {
      heading: 'Our Clients',
      intro: 'Businesses and institutions across Kerala trust us with their software.',
      linkLabel: 'View All Clients',
    },
    staff: {
      heading: 'Our Staff',
      intro: 'The people who design, build and support your product.',
      linkLabel: 'Meet the Staff',
    },
    advertisements: {
      heading: 'Advertisements',
      intro: 'Internship calls, openings and events.',
      linkLabel: 'View All',
    },
  },
});

export type HomeContent = z.output<typeof schema>;
