import { verificationLifetimeMs } from '../../domain/limits.ts';
import type { CompanyContent } from '../../domain/content/company.ts';
import type { MailMessage } from '../mail/mailer.server.ts';
import { renderMail } from '../mail/templates.server.ts';

type Change = { type: 'email'; newEmail: string } | { type: 'password' };

const minutes = verificationLifetimeMs / 60_000;
const notYou = 'If you did not ask for this, ignore this e-mail: nothing changes unless the link is opened and confirmed.';

export const confirmationSubject = (company: CompanyContent, change: Change) =>
  change.type === 'email' ? `Confirm the new email address of your ${company.shortName} account` : `Confirm the new password of your ${company.shortName} account`;

/**
 * Only the first letter and the domain: whoever asked knows the rest and types it when the link
 * opens in another browser, while someone who did not ask cannot copy it from this mail.
 */
export const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}@${domain}`;
};

const sameBrowser = (change: Change) =>
  `Open it in the browser where you asked for the change. In any other browser you will be asked to type the new ${change.type === 'email' ? 'email address' : 'password'} you chose, and nothing changes without it.`;

/** The link that confirms a change, sent to the account's current address. */
export function confirmationMail(company: CompanyContent, to: string, change: Change, link: string): MailMessage {
  const what =
    change.type === 'email'
      ? `Someone asked to change the email address of your ${company.name} admin account to ${maskedEmail(change.newEmail)}.`
      : `Someone asked to change the password of your ${company.name} admin account.`;
  const next = change.type === 'email' ? ' A second link then goes to the new address, and the change applies once that one is confirmed too.' : '';
  return {
    to,
    ...renderMail(company, {
      subject: confirmationSubject(company, change),
      paragraphs: [what, `To confirm, open this link within ${minutes} minutes. It works once.${next}`, sameBrowser(change)],
      link: { label: change.type === 'email' ? 'Confirm the new email address' : 'Confirm the new password', url: link },
      closing: [notYou],
    }),
  };
}

export const newAddressSubject = (company: CompanyContent) => `Confirm this address for your ${company.shortName} account`;

/** The second step of an e-mail change: the new address proves it receives mail. */
export function newAddressMail(company: CompanyContent, to: string, link: string): MailMessage {
  return {
    to,
    ...renderMail(company, {
      subject: newAddressSubject(company),
      paragraphs: [
        `The owner of a ${company.name} admin account asked to use this address for it, and confirmed from the current address.`,
        `To finish, open this link within ${minutes} minutes. It works once.`,
        sameBrowser({ type: 'email', newEmail: to }),
      ],
      link: { label: 'Confirm this email address', url: link },
      closing: [notYou],
    }),
  };
}

/** Sent instead of a link when the new address already belongs to another account. */
export function emailTakenMail(company: CompanyContent, to: string, newEmail: string): MailMessage {
  return {
    to,
    ...renderMail(company, {
      subject: `Your ${company.shortName} account email was not changed`,
      paragraphs: [
        `Someone asked to change the email address of your ${company.name} admin account to ${newEmail}, but another account already uses that address, so nothing was changed.`,
        notYou,
      ],
    }),
  };
}

export const noticeSubject = (company: CompanyContent, change: Change) =>
  change.type === 'email' ? `The email address of your ${company.shortName} account was changed` : `The password of your ${company.shortName} account was changed`;

/** After a change: tells the owner, and that every device was signed out. */
export function changeNotice(company: CompanyContent, to: string, change: Change): MailMessage {
  const what =
    change.type === 'email'
      ? `The email address of your ${company.name} admin account is now ${change.newEmail}.`
      : `The password of your ${company.name} admin account was changed.`;
  return {
    to,
    ...renderMail(company, {
      subject: noticeSubject(company, change),
      paragraphs: [what, 'Every device signed in to the account was signed out.', 'If this was not you, contact the site administrator at once.'],
    }),
  };
}
