import { z } from 'zod';
import { limits } from '../limits.ts';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { choice, group, image, line, list, pageMeta, paragraph, uniqueList, url } from './fields.ts';

/** The pictures a programme card can show beside its title (drawn by the site, not uploaded). */
export const PROGRAMME_ICONS = ['mobile', 'stack', 'globe', 'layout', 'palette'] as const;
export type ProgrammeIcon = (typeof PROGRAMME_ICONS)[number];

const programme = z.object({
  title: line('Title', {
    max: limits.text.name,
    hint: 'Also a choice of the application form. Applications already received keep the title they were sent with.',
  }),
  description: paragraph('Description'),
  skills: list('Skills', 'Skill', line('Skill', { max: 80 }), { max: 12 }),
  duration: line('Duration', { max: 80 }),
  notes: line('Notes'),
  icon: choice('Icon', PROGRAMME_ICONS),
  images: list('Pictures', 'Picture', image('Picture'), { max: 4 }),
});

const schema = z.object({
  page: pageMeta(),
  heading: line('Heading'),
  intro: paragraph('Introduction'),
  programmesHeading: line('Programmes Heading'),
  programmes: uniqueList('Programmes', 'Programme', programme, 'title', { max: 12 }),
  keyPoints: group('Key Points', {
    heading: line('Heading'),
    items: list('Key Points', 'Key Point', z.object({ title: line('Title'), text: paragraph('Text', { rows: 2 }) }), { max: 12 }),
  }),
  crossPlatform: group('Cross-Platform Development', {
    heading: line('Heading'),
    intro: paragraph('Introduction', { rows: 2 }),
    items: list('Reasons', 'Reason', paragraph('Reason', { rows: 2 }), { max: 10 }),
  }),
  about: group('About Card', {
    heading: line('Heading'),
    text: paragraph('Text', { rows: 2 }),
    linkLabel: line('Link Text', { max: 60 }),
    linkUrl: url('Link Address'),
  }),
  contactCard: group('Contact Card', {
    heading: line('Heading'),
    text: paragraph('Text', { rows: 2 }),
  }),
  form: group('Application Form', {
    heading: line('Heading'),
    privacyNote: paragraph('Privacy Note', { rows: 2 }),
  }),
});

const illustration = (slug: string, index: number, alt: string) => ({ src: `/images/programmes/${slug}-${index}.svg`, alt });
const duration = '6 Months Internship & 6 Months Training';
const notes = 'Earn a 1-year work experience certificate upon completion.';

/**
 * /internship/apply: the programmes (their titles are the application form's choices and the
 * server's check of `role`), key points, the cross-platform list and the about and contact cards.
 * The brochure PDF is made from it too.
 */
export const applyContent = defineContent({
  key: 'apply',
  title: 'Internship Application page',
  schema,
  routes: [routes.internshipApply],
  defaults: {
    page: {
      title: 'Internship Application',
      description:
        'Apply for a one-year internship in Flutter, MERN stack, full stack web, UI/UX or graphic design: 6 months internship, 6 months training and a work experience certificate.',
    },
    heading: 'Apply for Our Internship Programme',
    intro:
      'One year with us: six months of internship on live projects and six months of training, ending with a 1-year work experience certificate. Pick a programme and send us your application.',
    programmesHeading: 'Programme Overview',
    programmes: [
      {
        title: 'Flutter Developer',
        description:
          'Build one codebase that runs as a native app on Android and iOS. You will ship a complete app, from the first screen sketch to a store-ready build.',
        skills: ['Dart language', 'Flutter widgets and layouts', 'State management', 'REST APIs and local storage', 'Publishing to Play Store and App Store'],
        duration,
        notes,
        icon: 'mobile',
        images: [
          illustration('flutter', 1, 'A phone and a tablet showing the same app screen'),
          illustration('flutter', 2, 'Widget tree of a Flutter screen'),
        ],
      },
      {
        title: 'MERN Stack Development',
        description:
          'Create full web applications with MongoDB, Express, React and Node.js, working on a real product backlog with code reviews from our engineers.',
        skills: ['JavaScript and TypeScript', 'React components and hooks', 'Node.js with Express', 'MongoDB data modelling', 'Authentication and deployment'],
        duration,
        notes,
        icon: 'stack',
        images: [
          illustration('mern', 1, 'Four layers of a MERN application: database, server, API and browser'),
          illustration('mern', 2, 'A browser window with a React dashboard'),
        ],
      },
      {
        title: 'Full Stack Web Development',
        description:
          'Learn how a web product is built end to end: HTML, CSS and JavaScript in the browser, a server with a relational database, and how to keep both fast and secure.',
        skills: ['Semantic HTML and responsive CSS', 'JavaScript in the browser', 'Server-side APIs', 'SQL databases', 'Git, testing and hosting'],
        duration,
        notes,
        icon: 'globe',
        images: [
          illustration('full-stack', 1, 'A request travelling from a browser to a server and a database'),
          illustration('full-stack', 2, 'A responsive web page on a laptop and a phone'),
        ],
      },
      {
        title: 'UI/UX Design',
        description:
          'Turn user research into clear, accessible interfaces. You will interview users, draw wireframes, build prototypes and test them with real people.',
        skills: ['User research and personas', 'Wireframes and user flows', 'Figma prototyping', 'Design systems', 'Accessibility and usability testing'],
        duration,
        notes,
        icon: 'layout',
        images: [
          illustration('ui-ux', 1, 'Wireframes of three app screens connected by arrows'),
          illustration('ui-ux', 2, 'A component library with buttons, inputs and cards'),
        ],
      },
      {
        title: 'Graphic Design',
        description:
          'Design brand identities, social media campaigns and print material for our clients, with feedback from designers who do it every day.',
        skills: ['Typography and colour', 'Logo and brand identity', 'Adobe Illustrator and Photoshop', 'Social media creatives', 'Print-ready artwork'],
        duration,
        notes,
        icon: 'palette',
        images: [
          illustration('graphic-design', 1, 'A logo sketch beside a colour palette'),
          illustration('graphic-design', 2, 'Social media posts in a campaign grid'),
        ],
      },
    ],
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
      linkUrl: 'https://en.wikipedia.org/wiki/Thrissur',
    },
    contactCard: {
      heading: 'Questions before you apply?',
      text: 'Write to us, visit our site, or read the programme brochure.',
    },
    form: {
      heading: 'Application Form',
      privacyNote: 'We use your details only to review your application.',
    },
  },
});

export type ApplyContent = z.output<typeof schema>;
export type Programme = ApplyContent['programmes'][number];
export type ProgrammeImage = Programme['images'][number];
