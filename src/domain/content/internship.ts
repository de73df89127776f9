import { z } from 'zod';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { group, line, list, markdown, pageIntro, paragraph, textBlock } from './fields.ts';

const benefit = z.object({
  title: line('Title'),
  description: markdown('Description', { rows: 3 }),
  example: paragraph('Example', { rows: 2 }),
});

const schema = z.object({
  intro: pageIntro(),
  overview: group('Programme Overview', {
    heading: line('Heading'),
    text: paragraph('Text'),
    duration: line('Duration', { max: 60 }),
    roles: list('Roles', 'Role', line('Role', { max: 80 }), { max: 12 }),
    eligibility: paragraph('Eligibility', { rows: 2 }),
  }),
  benefits: group('What You Gain', {
    heading: line('Heading'),
    cards: list('Benefits', 'Benefit', benefit, { max: 8 }),
  }),
  howToApply: group('How to Apply', {
    heading: line('Heading'),
    steps: list('Steps', 'Step', textBlock(), { max: 8 }),
  }),
  callToAction: group('Call to Action', {
    heading: line('Heading'),
    text: paragraph('Text', { rows: 2 }),
    label: line('Button Text', { max: 60 }),
  }),
});

/** /future/internship: overview, what interns gain and how to apply. */
export const internshipContent = defineContent({
  key: 'internship',
  title: 'Internship Opportunity page',
  schema,
  routes: [routes.internship],
  defaults: {
    intro: {
      title: 'Internship Opportunity',
      description: 'Internships of 6 months to 1 year in development and design for students and recent graduates, on real projects with mentoring.',
      lead: 'Learn by building real products with our engineers and designers, and leave with experience employers recognise.',
    },
    overview: {
      heading: 'Programme Overview',
      text: 'Interns join a project team, take on real tasks from the first week and are guided by a mentor throughout.',
      duration: '6 months to 1 year',
      roles: ['Flutter Developer', 'MERN Stack Developer', 'Full Stack Web Developer', 'iOS/Android Developer', 'UI/UX Designer', 'Graphic Designer'],
      eligibility: 'Students or recent graduates in Computer Science, Design or related fields.',
    },
    benefits: {
      heading: 'What You Gain',
      cards: [
        {
          title: 'Real Project Experience',
          description: 'Work on software our clients use, with code reviews and design critiques from our team.',
          example: 'Example: a past intern built the booking screen of a clinic app that is now live on the Play Store.',
        },
        {
          title: 'Mentoring and Interview Preparation',
          description: 'A named mentor, weekly check-ins, coding tests, mock interviews, project demos and video resume training.',
          example: 'Example: interns present their work to the team every month, just like a technical interview round.',
        },
        {
          title: 'Certificate and Career Start',
          description: 'Finish the programme with a work experience certificate, a portfolio and references from the people you worked with.',
          example: 'Example: the one-year programme ends with a certificate of 1 year of work experience.',
        },
      ],
    },
    howToApply: {
      heading: 'How to Apply',
      steps: [
        { title: 'Submit your application', text: 'Fill in the application form with your resume or portfolio and tell us which programme interests you.' },
        { title: 'Interview', text: 'We invite shortlisted applicants to a friendly conversation and a short practical task.' },
        { title: 'Get started', text: 'Meet your mentor and your team, set up your tools and pick up your first task.' },
      ],
    },
    callToAction: {
      heading: 'Ready to start?',
      text: 'Applications are open all year; we start new interns every month.',
      label: 'Apply Now',
    },
  },
});

export type InternshipContent = z.output<typeof schema>;
export type InternshipBenefit = InternshipContent['benefits']['cards'][number];
