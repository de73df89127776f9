import type { RepliesContent, ReplyPlaceholders } from './content/replies.ts';
import { fill } from './i18n/catalogue/fill.ts';
import type { InquiryStatus } from './inquiry.ts';

/**
 * The mails staff send visitors from the inbox, made of the 'Replies to visitors' texts in the
 * visitor's language: the drafts staff start from, the subject, and the visitor's own message
 * quoted under the reply. Pure text: the server reads the texts and sends the mail.
 */

/**
 * A text with its placeholders ({name}, {company}, {programme}, {date}) filled in. One without a
 * value here (a {programme} in a reply to an enquiry) stays as written, so the mistake shows in
 * the draft staff read before sending rather than vanishing.
 */
export function fillPlaceholders(text: string, values: ReplyPlaceholders): string {
  const known = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return fill(text, known);
}

/** A reply's draft: the greeting, an empty line to write on, the signature. */
export function replyDraftText(texts: RepliesContent, values: ReplyPlaceholders): string {
  return [texts.greeting, '', texts.signature].map((text) => fillPlaceholders(text, values)).join('\n\n');
}

/** A decision's draft: the greeting, the paragraph saying the application is accepted or rejected, the signature. */
export function decisionDraftText(texts: RepliesContent, status: Exclude<InquiryStatus, 'Pending'>, values: ReplyPlaceholders): string {
  const decision = status === 'Accepted' ? texts.accepted : texts.rejected;
  return [texts.greeting, decision, texts.signature].map((text) => fillPlaceholders(text, values)).join('\n\n');
}

/** The subject: about the application when there is a programme, else the reply to an enquiry. */
export function replySubjectText(texts: RepliesContent, values: ReplyPlaceholders): string {
  return fillPlaceholders(values.programme ? texts.applicationSubject : texts.replySubject, values);
}

/** The visitor's message under the reply: the line saying when they wrote it, then each of its lines after '> '. */
export function quotedMessageText(texts: RepliesContent, values: ReplyPlaceholders, message: string): string {
  const quoted = message.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>'));
  return [fillPlaceholders(texts.quoteIntro, values), ...quoted].join('\n');
}
