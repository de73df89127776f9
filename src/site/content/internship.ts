import { z } from 'zod';
import { routes } from '../../domain/routes.ts';
import { pageIntro, previewCopy, textBlock } from './schemas.ts';

const benefitSchema = z.object({
  title: z.string().min(1),
  descriptions: z.array(z.string().min(1)).min(1),
  example: z.string().min(1),
});
export type InternshipBenefit = z.infer<typeof benefitSchema>;

const internshipSchema = z.object({
  intro: pageIntro,
  overview: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    duration: z.literal('6 months to 1 year'),
    roles: z.array(z.string().min(1)).length(6),
    eligibility: z.string().min(1),
  }),
  benefits: z.object({ heading: z.string().min(1), cards: z.array(benefitSchema).length(3) }),
  howToApply: z.object({ heading: z.literal('How to Apply'), steps: z.array(textBlock).length(3) }),
  callToAction: z.object({ heading: z.string().min(1), text: z.string().min(1), label: z.literal('Apply Now'), href: z.literal(routes.internshipApply) }),
  preview: previewCopy,
});

/** Copy of /future/internship and its home preview (SPEC section 2). */
export const internshipPage = internshipSchema.parse({
  intro: {
    title: 'Internship Opportunity',
    description: 'Internships of 6 months to 1 year in development and design for students and recent graduates, on real projects with mentoring.',
    lead: 'Learn by building real products with our engineers and designers, and leave with experience employers recognise.',
  },
  overview: {
    heading: 'Programme Overview',
    text: 'Interns join a project team, take on real tasks from the first week and are guided by a mentor throughout.',
    duration: '6 months to 1 year',
    roles: [
      'Flutter Developer',
      'MERN Stack Developer',
      'Full Stack Web Developer',
      'iOS/Android Developer',
      'UI/UX Designer',
      'Graphic Designer',
    ],
    eligibility: 'Students or recent graduates in Computer Science, Design or related fields.',
  },
  benefits: {
    heading: 'What You Gain',
    cards: [
      {
        title: 'Real Project Experience',
        descriptions: ['Work on software our clients use, with code reviews and design critiques from our team.'],
        example: 'Example: a past intern built the booking screen of a clinic app that is now live on the Play Store.',
      },
      {
        title: 'Mentoring and Interview Preparation',
        descriptions: ['A named mentor, weekly check-ins, coding tests, mock interviews, project demos and video resume training.'],
        example: 'Example: interns present their work to the team every month, just like a technical interview round.',
      },
      {
        title: 'Certificate and Career Start',
        descriptions: ['Finish the programme with a work experience certificate, a portfolio and references from the people you worked with.'],
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
    href: routes.internshipApply,
  },
  preview: {
    heading: 'Internship Opportunity',
    intro: '6 months to 1 year on real projects, with mentoring and a work experience certificate.',
    // SPEC section 2: the home preview links here without a leading slash.
    link: { href: routes.internship.slice(1), label: 'Explore Internships' },
  },
});
