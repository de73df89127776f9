import { z } from 'zod';
import { company } from '../../domain/settings.ts';
import { pageIntro } from './schemas.ts';

const sectionSchema = z.object({
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).default([]),
  items: z.array(z.string().min(1)).default([]),
});

const privacySchema = z.object({
  intro: pageIntro,
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sections: z.array(sectionSchema).min(5),
});

/**
 * The privacy notice linked from the footer and from both public forms: what the contact and
 * application forms collect, why, how long it is kept and how to ask for deletion.
 */
export const privacyPage = privacySchema.parse({
  intro: {
    title: 'Privacy Notice',
    description: `What ${company.name} collects through its enquiry and internship application forms, why, how long it is kept and how to have it deleted.`,
    lead: 'We collect only what we need to answer you, and we delete it when we no longer need it.',
  },
  updated: '2026-11-22',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${company.name}, ${company.address.city}, ${company.address.region}, ${company.address.country}, is responsible for the personal data described here. You can reach us at ${company.email} or ${company.phone.display}.`,
      ],
    },
    {
      heading: 'What the enquiry form collects',
      paragraphs: ['When you send an online enquiry we store:'],
      items: ['your name and e-mail address', 'your phone number, if you give one', 'your message', 'the date and time you sent it'],
    },
    {
      heading: 'What the internship application form collects',
      paragraphs: ['When you apply for an internship we store:'],
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
      paragraphs: [
        'We use enquiries only to answer you and to follow up on the project or question you wrote about. We use applications only to assess you for the internship programme and to contact you about it. We do not sell your data, send you marketing you did not ask for or share it with anyone outside our company, except the e-mail provider that delivers our messages.',
      ],
    },
    {
      heading: 'How long we keep it',
      items: [
        'Enquiries: {retention} after you sent them; then they are deleted automatically.',
        'Applications and resumes: {retention} after we decide on the application; then they are deleted automatically. Applications we have not decided on yet are kept until we do.',
        'To protect the forms from abuse, the network address a submission came from is counted for 10 minutes and then discarded.',
      ],
    },
    {
      heading: 'Other services on this site',
      paragraphs: [
        'The map in the footer is provided by Google Maps and is loaded only when it comes into view. If you use the language menu, the page is translated by Google’s translation service, which stores your chosen language in a cookie named googtrans. We set no advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Your rights and how to ask for deletion',
      paragraphs: [
        `You can ask us to show, correct or delete what we hold about you at any time. Write to ${company.email} from the address you used, say whether it concerns an enquiry or an application, and we will act within 30 days and confirm by e-mail. We can give you everything we hold for your address as one file, and deleting it removes your enquiries, applications and resume at once; e-mails we have already sent you stay in your mailbox and ours.`,
      ],
    },
  ],
});
