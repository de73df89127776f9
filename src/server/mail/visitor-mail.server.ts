import type { ReplyPlaceholders } from '../../domain/content/replies.ts';
import { fallbackLang } from '../../domain/i18n/fallback.ts';
import { dateLocale } from '../../domain/i18n/locale.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { decisionDraftText, quotedMessageText, replyDraftText, replySubjectText } from '../../domain/reply-mail.ts';
import { formatDateTimeIn } from '../../domain/time-zone.ts';
import type { AppContext } from '../context.server.ts';
import type { MailMessage } from './mailer.server.ts';
import { renderMail } from './templates.server.ts';

/** An enquiry or application as its mails need it; `programme` is set for an application. */
export interface MailedRecord {
  name: string;
  email: string;
  message: string;
  language: LanguageCode;
  /** ISO time the visitor sent it. */
  createdAt: string;
  programme?: string;
}

/** A stored enquiry or application as its mails need it. */
export const mailedRecord = (row: Omit<MailedRecord, 'createdAt'> & { createdAt: Date }): MailedRecord => ({
  name: row.name,
  email: row.email,
  message: row.message,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  ...(row.programme === undefined ? {} : { programme: row.programme }),
});

/**
 * The 'Replies to visitors' texts and the company's details in the record's language (English
 * per field without a translation, as published when last read), and the placeholders' values:
 * when the visitor wrote is the company's time, with the zone named for a visitor who may live in
 * another, written as the language of the line before the quote writes dates (English where that
 * line is not translated, so a line never mixes two languages).
 */
function wordsFor(context: AppContext, record: MailedRecord) {
  const { company, replies } = context.content.latest(record.language);
  const dateLanguage = fallbackLang(replies, 'quoteIntro') ?? record.language;
  const values: ReplyPlaceholders = {
    name: record.name,
    company: company.name,
    programme: record.programme,
    date: formatDateTimeIn(record.createdAt, company.timeZone, dateLocale(dateLanguage), { zoneName: true }),
  };
  return { company, replies, values };
}

/** The reply box's prefill: greeting, an empty line to write in, signature; in record.language (English per missing field). */
export function replyDraft(context: AppContext, record: MailedRecord): string {
  const { replies, values } = wordsFor(context, record);
  return replyDraftText(replies, values);
}

/** The decision mail's prefill for an application: greeting, the accepted/rejected paragraph with {programme}, signature. */
export function decisionDraft(context: AppContext, record: MailedRecord & { programme: string }, status: 'Accepted' | 'Rejected'): string {
  const { replies, values } = wordsFor(context, record);
  return decisionDraftText(replies, status, values);
}

/**
 * The mail to the visitor: the message staff wrote, then the visitor's own message quoted, in the
 * record's language (its subject and quote line, the HTML's lang and direction). Answers go to
 * the company's contact address, not to the no-reply sender. The message carries its own
 * signature (the draft's), so the company's name is not added under it.
 */
export function visitorMail(context: AppContext, record: MailedRecord, message: string): MailMessage {
  const { company, replies, values } = wordsFor(context, record);
  const mail = renderMail(company, {
    subject: replySubjectText(replies, values),
    paragraphs: [message, quotedMessageText(replies, values, record.message)],
    language: record.language,
    signed: false,
  });
  return { to: record.email, replyTo: company.email, ...mail };
}
