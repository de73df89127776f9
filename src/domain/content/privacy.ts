import { z } from 'zod';
import { RETENTION_PLACEHOLDER } from '../retention.ts';
import { routes } from '../routes.ts';
import { defineContent } from './define.ts';
import { date, line, list, markdown, pageIntro } from './fields.ts';

const section = z.object({
  heading: line('Heading'),
  text: markdown('Text', { optional: true, rows: 4 }),
  items: list('Points', 'Point', line('Point', { max: 500, hint: `${RETENTION_PLACEHOLDER} is replaced by how long the site keeps submissions.` }), { min: 0 }),
});

const schema = z.object({
  intro: pageIntro(),
  updated: date('Last Updated', { width: 'half' }),
  sections: list('Sections', 'Section', section, { min: 1 }),
});

/**
 * /privacy: what the contact and application forms collect, why, how long it is kept and how to
 * ask for deletion (linked from the footer and from both forms).
 */
export const privacyContent = defineContent({
  key: 'privacy',
  title: 'Privacy notice',
  schema,
  routes: [routes.privacy],
  defaults: {
    intro: {
      title: 'Privacy Notice',
      description:
        'What Nilavu Technologies collects through its enquiry and internship application forms, why, how long it is kept and how to have it deleted.',
      lead: 'We collect only what we need to answer you, and we delete it when we no longer need it.',
    },
    updated: '2026-11-24',
    sections: [
      {
        heading: 'Who we are',
        text: 'Nilavu Technologies, Thrissur, Kerala, India, is responsible for the personal data described here. You can reach us at hello@nilavu.example or +91 98470 12345.',
        items: [],
      },
      {
        heading: 'What the enquiry form collects',
        text: 'When you send an online enquiry we store:',
        items: ['your name and e-mail address', 'your phone number, if you give one', 'your message', 'the date and time you sent it'],
      },
      {
        heading: 'What the internship application form collects',
        text: 'When you apply for an internship we store:',
        items: [
          'your name and e-mail address',
          'the programme you chose',
          'your cover letter',
          'your resume, if you attach one (PDF only); it can be opened only by our signed-in staff',
          'the status of your application (pending, accepted or rejected)',
        ],
      },
      {
        heading: 'Why we use it',
        text: 'We use enquiries only to answer you and to follow up on the project or question you wrote about. We use applications only to assess you for the internship programme and to contact you about it. We do not sell your data, send you marketing you did not ask for or share it with anyone outside our company, except the e-mail provider that delivers our messages.',
        items: [],
      },
      {
        heading: 'How long we keep it',
        text: '',
        items: [
          `Enquiries: ${RETENTION_PLACEHOLDER} after you sent them; then they are deleted automatically.`,
          `Applications and resumes: ${RETENTION_PLACEHOLDER} after we decide on the application; then they are deleted automatically. Applications we have not decided on yet are kept until we do.`,
          'To protect the forms from abuse, the network address a submission came from is counted for 10 minutes and then discarded.',
          'Backups: the site is backed up every day so that it can be restored after a failure, and each backup is kept for 14 days. Data deleted from the site, by us or at your request, can remain in those backups until they are replaced, that is for up to 14 days after its deletion; backups are never used for anything but restoring the site.',
        ],
      },
      {
        heading: 'Other services on this site',
        text: 'The map in the footer is provided by Google Maps and is loaded only when it comes into view. If you use the language menu, the page is translated by Google’s translation service, which stores your chosen language in a cookie named googtrans. We set no advertising or tracking cookies.',
        items: [],
      },
      {
        heading: 'Your rights and how to ask for deletion',
        text: 'You can ask us to show, correct or delete what we hold about you at any time. Write to hello@nilavu.example from the address you used, say whether it concerns an enquiry or an application, and we will act within 30 days and confirm by e-mail. We can give you everything we hold for your address as one file, and deleting it removes your enquiries, applications and resume at once; e-mails we have already sent you stay in your mailbox and ours.',
        items: [],
      },
    ],
  },
});

export type PrivacyContent = z.output<typeof schema>;
