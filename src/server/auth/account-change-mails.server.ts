import { verificationLifetimeMs } from '../../domain/limits.ts';
import { company } from '../../domain/settings.ts';
import type { MailMessage } from '../mail/mailer.server.ts';
import { renderMail } from '../mail/templates.server.ts';

type Change = { type: 'email'; newEmail: string } | { type: 'password' };

const minutes = verificationLifetimeMs / 60_000;
const notYou = 'If you did not ask for this, ignore this e-mail: nothing changes unless the link is opened and confirmed.';

export const confirmationSubject = (change: Change) =>
  change.type === 'email' ? `Confirm the new email address of your ${company.shortName} account` : `Confirm the new password of your ${company.shortName} account`;

/** The link that confirms a change, sent to the account's current address. */
export function confirmationMail(to: string, change: Change, link: string): MailMessage {
  const what =
    change.type === 'email'
      ? `Someone asked to change the email address of your ${company.name} admin account to ${change.newEmail}.`
      : `Someone asked to change the password of your ${company.name} admin account.`;
  return {
    to,
    ...renderMail({
      subject: confirmationSubject(change),
      paragraphs: [what, `To confirm, open this link within ${minutes} minutes. It works once.`],
      link: { label: change.type === 'email' ? 'Confirm the new email address' : 'Confirm the new password', url: link },
      closing: [notYou],
    }),
  };
}

/** Sent instead of a link when the new address already belongs to another account. */
export function emailTakenMail(to: string, newEmail: string): MailMessage {
  return {
    to,
    ...renderMail({
      subject: `Your ${company.shortName} account email was not changed`,
      paragraphs: [
        `Someone asked to change the email address of your ${company.name} admin account to ${newEmail}, but another account already uses that address, so nothing was changed.`,
        notYou,
      ],
    }),
  };
}

export const noticeSubject = (change: Change) =>
  change.type === 'email' ? `The email address of your ${company.shortName} account was changed` : `The password of your ${company.shortName} account was changed`;

/** After a change: tells the owner, and that every device was signed out. */
export function changeNotice(to: string, change: Change): MailMessage {
  const what =
    change.type === 'email'
      ? `The email address of your ${company.name} admin account is now ${change.newEmail}.`
      : `The password of your ${company.name} admin account was changed.`;
  return {
    to,
    ...renderMail({
      subject: noticeSubject(change),
      paragraphs: [what, 'Every device signed in to the account was signed out.', 'If this was not you, contact the site administrator at once.'],
    }),
  };
}
