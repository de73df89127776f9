import { z } from 'zod';

/** Copy of /internship/apply (SPEC section 2, sections 1 and 3 to 7); programmes live in programmes.ts. */
const internshipApplySchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1),
  programmesHeading: z.string().min(1),
  keyPoints: z.object({ heading: z.literal('Key Points'), items: z.array(z.object({ title: z.string(), text: z.string() })).min(1) }),
  crossPlatform: z.object({ heading: z.string().min(1), intro: z.string().min(1), items: z.array(z.string().min(1)).min(1) }),
  about: z.object({ heading: z.literal('About'), text: z.string().min(1), linkLabel: z.literal('Learn More') }),
  contactCard: z.object({ heading: z.string().min(1), text: z.string().min(1) }),
  form: z.object({ heading: z.string().min(1), privacyNote: z.string().min(1) }),
});
export type InternshipApplyContent = z.infer<typeof internshipApplySchema>;

export const internshipApply: InternshipApplyContent = internshipApplySchema.parse({
  heading: 'Apply for Our Internship Programme',
  intro:
    'One year with us: six months of internship on live projects and six months of training, ending with a 1-year work experience certificate. Pick a programme and send us your application.',
  programmesHeading: 'Programme Overview',
  keyPoints: {
    heading: 'Key Points',
    items: [
      { title: '1 year in total', text: '6 months of internship on client projects plus 6 months of structured training.' },
      { title: 'Work experience certificate', text: 'Finish the programme and receive a certificate of 1 year of work experience.' },
      { title: 'Coding tests', text: 'Regular timed problems, reviewed with a mentor, so interview rounds hold no surprises.' },
      { title: 'Mock interviews', text: 'Technical and HR mock interviews with feedback you can act on.' },
      { title: 'Project demos', text: 'Present what you built to the team and to clients, and learn to explain your decisions.' },
      { title: 'Video resume training', text: 'Record a short, confident video resume that recruiters actually watch.' },
    ],
  },
  crossPlatform: {
    heading: 'Why Cross-Platform Development?',
    intro: 'Our mobile and web tracks teach you to build once and reach users everywhere.',
    items: [
      'One codebase for Android, iOS and the web, so features reach every user at the same time.',
      'Lower development and maintenance cost, which is why start-ups and agencies hire for it.',
      'Faster releases: fix a bug once and ship it to every platform.',
      'A consistent look and behaviour across devices, built from shared components.',
      'Skills that transfer between Flutter, React and React Native projects.',
    ],
  },
  about: {
    heading: 'About',
    text: 'We are based in Thrissur, Kerala. Learn more about the city our team and interns call home.',
    linkLabel: 'Learn More',
  },
  contactCard: {
    heading: 'Questions before you apply?',
    text: 'Write to us, visit our site, or read the programme brochure.',
  },
  form: {
    heading: 'Application Form',
    privacyNote: 'We use your details only to review your application.',
  },
});
