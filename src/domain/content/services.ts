import { z } from 'zod';
import { limits } from '../limits.ts';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { group, line, list, pageIntro, paragraph, textBlock, uniqueList } from './fields.ts';

const service = z.object({
  title: line('Title', { max: limits.text.name }),
  summary: line('Summary', { hint: 'One line for the cards of the home page.' }),
  description: paragraph('Description'),
  features: list('Features', 'Feature', line('Feature'), { max: 10 }),
  useCase: paragraph('Use Case'),
  technologies: list('Technologies', 'Technology', line('Technology', { max: 60 }), { max: 12 }),
});

const schema = z.object({
  intro: pageIntro(),
  services: uniqueList('Services', 'Service', service, 'title', { max: 12 }),
  approach: group('Our Approach', {
    heading: line('Heading'),
    intro: paragraph('Introduction', { rows: 2 }),
    steps: list('Steps', 'Step', textBlock(), { max: 8 }),
  }),
  results: group('Results', {
    heading: line('Heading'),
    claims: list('Claims', 'Claim', z.object({ figure: line('Figure', { max: 30 }), text: paragraph('Text', { rows: 2 }) }), { min: 0, max: 4 }),
  }),
});

/** /services: the services with their features, use case and technologies; our approach; what clients gain. */
export const servicesContent = defineContent({
  key: 'services',
  title: 'Services page',
  schema,
  // The home page shows the services' titles and summaries.
  routes: [routes.services, routes.home],
  defaults: {
    intro: {
      title: 'Our Services',
      description: 'Custom software, websites, Android and iOS apps, graphic design and UI-UX design, planned and built by one team in Thrissur, Kerala.',
      lead: 'Six ways we help businesses and institutions: from the first sketch to the app in your customers’ hands.',
    },
    services: [
      {
        title: 'Software Development',
        summary: 'Custom business software that fits the way you already work.',
        description: 'We replace spreadsheets, paper forms and patched-together tools with software built around your process: billing, inventory, bookings, reports and the workflows in between.',
        features: ['Requirements workshops with your team', 'Role-based access and audit trails', 'Integration with the tools you already use', 'Maintenance and support after launch'],
        useCase: 'A distributor in Thrissur moved orders, stock and invoices from three spreadsheets into one system, and month-end closing went from three days to one afternoon.',
        technologies: ['TypeScript', 'Node.js', 'Python', 'PostgreSQL', 'Docker'],
      },
      {
        title: 'Web Development',
        summary: 'Fast, accessible websites and web applications.',
        description: 'Company websites, online shops and web portals that load quickly on a phone, are found by search engines and are easy for your staff to update.',
        features: ['Responsive design from 320 px phones to large screens', 'Search-engine friendly pages', 'Content your team can edit', 'Accessibility checked on every page'],
        useCase: 'A training institute replaced a slow brochure site with a course catalogue and online enquiry form; enquiries from mobile visitors doubled in the first quarter.',
        technologies: ['React', 'Astro', 'Node.js', 'PostgreSQL', 'Bootstrap'],
      },
      {
        title: 'Mobile App Development',
        summary: 'Apps your customers keep on their home screen.',
        description: 'We design and build mobile apps for customers and for field staff, with offline use, notifications and the payment and map services people expect.',
        features: ['One codebase for Android and iOS', 'Offline-first data for patchy networks', 'Push notifications and in-app payments', 'Store listing and release management'],
        useCase: 'A home-services company gave its technicians an app for job lists, photos and signatures that works without a signal, and stopped losing paper job sheets.',
        technologies: ['Flutter', 'Dart', 'React Native', 'Firebase', 'REST APIs'],
      },
      {
        title: 'Graphic Designer',
        summary: 'Brand identities and campaigns that look like you.',
        description: 'Logos, brand guidelines, brochures, packaging and social media creatives, designed so your business is recognised and remembered.',
        features: ['Logo and visual identity', 'Brand guidelines your printers can follow', 'Social media and campaign creatives', 'Print-ready brochures and packaging'],
        useCase: 'A new bakery chain launched with a logo, shop signage, menu cards and a month of social posts designed as one consistent identity.',
        technologies: ['Adobe Illustrator', 'Adobe Photoshop', 'Figma', 'Canva for your team'],
      },
      {
        title: 'iOS/Android Development',
        summary: 'Native apps when the platform matters most.',
        description: 'When an app needs the camera, Bluetooth devices, background work or the last bit of performance, we build it natively for each platform.',
        features: ['Swift for iOS and Kotlin for Android', 'Hardware and sensor integration', 'App Store and Play Store compliance', 'Crash reporting and performance monitoring'],
        useCase: 'A clinic connected Bluetooth blood-pressure monitors to a native app so readings reach the doctor without anyone typing them in.',
        technologies: ['Swift', 'SwiftUI', 'Kotlin', 'Jetpack Compose', 'Xcode and Android Studio'],
      },
      {
        title: 'UI-UX Designer',
        summary: 'Interfaces people understand on first use.',
        description: 'We research how your users work, then design flows, wireframes and interactive prototypes, and test them with real people before a line of code is written.',
        features: ['User interviews and journey maps', 'Wireframes and clickable prototypes', 'Design systems for consistent screens', 'Usability and accessibility testing'],
        useCase: 'A cooperative society redesigned its member portal after five user interviews; support calls about “where do I find my statement” stopped.',
        technologies: ['Figma', 'FigJam', 'Maze', 'WCAG 2.2 guidelines'],
      },
    ],
    approach: {
      heading: 'Our Approach',
      intro: 'Every project, large or small, moves through the same three stages, so you always know what happens next.',
      steps: [
        { title: 'Discovery', text: 'We meet your team, study how the work is done today and agree on goals, scope, budget and a first release you can use.' },
        { title: 'Development', text: 'We build in short cycles and show you working software every two weeks, so feedback shapes the product while it is still cheap to change.' },
        { title: 'Delivery & Support', text: 'We launch, train your staff, watch the first weeks of real use closely and keep the product secure and up to date afterwards.' },
      ],
    },
    results: {
      heading: 'What Our Clients Gain',
      claims: [
        { figure: 'Up to 40%', text: 'operational efficiency gained by replacing manual steps with software built for the process.' },
        { figure: 'Up to 50%', text: 'faster time-to-market from short build cycles and cross-platform code.' },
      ],
    },
  },
});

export type ServicesContent = z.output<typeof schema>;
export type Service = ServicesContent['services'][number];
