import { z } from 'zod';
import { defineContent } from './define.ts';
import { line, paragraph } from './fields.ts';

/**
 * What a mail puts in place of each placeholder: the visitor's name, the company's name, the
 * programme applied for, and when the visitor wrote (in the company's time zone).
 */
export interface ReplyPlaceholders {
  name: string;
  company: string;
  programme?: string;
  date?: string;
}

const filledIn = (...names: (keyof ReplyPlaceholders)[]) =>
  `${names.map((name) => `{${name}}`).join(', ')} ${names.length === 1 ? 'is' : 'are'} filled in: keep ${names.length === 1 ? 'it' : 'them'} as written, in every language.`;

const schema = z.object({
  replySubject: line('Subject of a Reply to an Enquiry', { hint: filledIn('company', 'name') }),
  applicationSubject: line('Subject of a Mail About an Application', { hint: filledIn('company', 'name', 'programme') }),
  greeting: line('Greeting', { hint: `The first line of every mail. ${filledIn('name')}` }),
  signature: paragraph('Signature', { rows: 2, hint: `The last lines of every mail. ${filledIn('company')}` }),
  quoteIntro: line('Line Before the Quoted Message', { hint: `Under the reply, before the visitor's own message. ${filledIn('date')}` }),
  accepted: paragraph('Application Accepted', { hint: `Offered when staff accept an application. ${filledIn('programme', 'name', 'company')}` }),
  rejected: paragraph('Application Rejected', { hint: `Offered when staff reject an application. ${filledIn('programme', 'name', 'company')}` }),
});

/**
 * The texts of the mails staff send visitors from the inbox: a reply to an enquiry, a decision
 * on an application. Staff see the greeting, paragraph and signature prefilled in the visitor's
 * language and change them as they like before sending. No page shows it.
 */
export const repliesContent = defineContent({
  key: 'replies',
  title: 'Replies to visitors',
  schema,
  routes: [],
  usedIn: 'the e-mails staff send visitors from the inbox',
  defaults: {
    replySubject: 'Your enquiry to {company}',
    applicationSubject: 'Your internship application to {company}',
    greeting: 'Dear {name},',
    signature: 'With kind regards,\n{company}',
    quoteIntro: 'On {date} you wrote:',
    accepted:
      'We are pleased to let you know that your application for the {programme} internship has been accepted. Congratulations! We will contact you shortly about the next steps.',
    rejected:
      'Thank you for your interest in the {programme} internship and for the time you took to apply. After careful consideration, we are unable to offer you a place this time. We wish you every success in your studies and your career, and you are welcome to apply again in the future.',
  },
});

export type RepliesContent = z.output<typeof schema>;
