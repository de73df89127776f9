import { z } from 'zod';
import { PROGRAMME_DURATION, PROGRAMME_NOTES, PROGRAMME_TITLES } from '../../domain/programmes.ts';

/**
 * The five internship programmes of SPEC section 3 as shown on /internship/apply (and in the
 * brochure). Titles, duration and notes come from the domain so the form, the server and the
 * page agree; the rest is copy.
 */
export const PROGRAMME_ICONS = ['mobile', 'stack', 'globe', 'layout', 'palette'] as const;
export type ProgrammeIcon = (typeof PROGRAMME_ICONS)[number];

const illustrationSchema = z.object({
  src: z.string().regex(/^\/images\/programmes\/[a-z0-9-]+\.svg$/),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const programmeSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.enum(PROGRAMME_TITLES),
  description: z.string().min(1),
  skills: z.array(z.string().min(1)).min(1),
  duration: z.literal(PROGRAMME_DURATION),
  notes: z.literal(PROGRAMME_NOTES),
  icon: z.enum(PROGRAMME_ICONS),
  images: z.array(illustrationSchema).min(1),
});
export type Programme = z.infer<typeof programmeSchema>;
export type ProgrammeIllustration = z.infer<typeof illustrationSchema>;

const illustration = (slug: string, index: number, alt: string): ProgrammeIllustration => ({
  src: `/images/programmes/${slug}-${index}.svg`,
  alt,
  width: 480,
  height: 300,
});

const common = { duration: PROGRAMME_DURATION, notes: PROGRAMME_NOTES } as const;

export const programmes: Programme[] = z
  .array(programmeSchema)
  .length(PROGRAMME_TITLES.length)
  .parse([
    {
      slug: 'flutter',
      title: 'Flutter Developer',
      description:
        'Build one codebase that runs as a native app on Android and iOS. You will ship a complete app, from the first screen sketch to a store-ready build.',
      skills: ['Dart language', 'Flutter widgets and layouts', 'State management', 'REST APIs and local storage', 'Publishing to Play Store and App Store'],
      icon: 'mobile',
      images: [
        illustration('flutter', 1, 'A phone and a tablet showing the same app screen'),
        illustration('flutter', 2, 'Widget tree of a Flutter screen'),
      ],
      ...common,
    },
    {
      slug: 'mern',
      title: 'MERN Stack Development',
      description:
        'Create full web applications with MongoDB, Express, React and Node.js, working on a real product backlog with code reviews from our engineers.',
      skills: ['JavaScript and TypeScript', 'React components and hooks', 'Node.js with Express', 'MongoDB data modelling', 'Authentication and deployment'],
      icon: 'stack',
      images: [
        illustration('mern', 1, 'Four layers of a MERN application: database, server, API and browser'),
        illustration('mern', 2, 'A browser window with a React dashboard'),
      ],
      ...common,
    },
    {
      slug: 'full-stack',
      title: 'Full Stack Web Development',
      description:
        'Learn how a web product is built end to end: HTML, CSS and JavaScript in the browser, a server with a relational database, and how to keep both fast and secure.',
      skills: ['Semantic HTML and responsive CSS', 'JavaScript in the browser', 'Server-side APIs', 'SQL databases', 'Git, testing and hosting'],
      icon: 'globe',
      images: [
        illustration('full-stack', 1, 'A request travelling from a browser to a server and a database'),
        illustration('full-stack', 2, 'A responsive web page on a laptop and a phone'),
      ],
      ...common,
    },
    {
      slug: 'ui-ux',
      title: 'UI/UX Design',
      description:
        'Turn user research into clear, accessible interfaces. You will interview users, draw wireframes, build prototypes and test them with real people.',
      skills: ['User research and personas', 'Wireframes and user flows', 'Figma prototyping', 'Design systems', 'Accessibility and usability testing'],
      icon: 'layout',
      images: [
        illustration('ui-ux', 1, 'Wireframes of three app screens connected by arrows'),
        illustration('ui-ux', 2, 'A component library with buttons, inputs and cards'),
      ],
      ...common,
    },
    {
      slug: 'graphic-design',
      title: 'Graphic Design',
      description:
        'Design brand identities, social media campaigns and print material for our clients, with feedback from designers who do it every day.',
      skills: ['Typography and colour', 'Logo and brand identity', 'Adobe Illustrator and Photoshop', 'Social media creatives', 'Print-ready artwork'],
      icon: 'palette',
      images: [
        illustration('graphic-design', 1, 'A logo sketch beside a colour palette'),
        illustration('graphic-design', 2, 'Social media posts in a campaign grid'),
      ],
      ...common,
    },
  ]);
