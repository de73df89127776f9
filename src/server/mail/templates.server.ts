import type { CompanyContent } from '../../domain/content/company.ts';
import { languageOf, type LanguageCode } from '../../domain/languages.ts';

export interface MailContent {
  subject: string;
  /** Opening paragraphs. */
  paragraphs: string[];
  /** Labelled values, such as a submission's fields. */
  fields?: [label: string, value: string][];
  /** One call to action. */
  link?: { label: string; url: string };
  /** Closing paragraphs, after the link. */
  closing?: string[];
  /** The language it is written in (English by default): the HTML's lang, and its direction. */
  language?: LanguageCode;
  /** false: the paragraphs carry their own signature, so the company's name is not added below them. */
  signed?: boolean;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const paragraphHtml = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/**
 * The same content as plain text and as simple, escaped HTML that reads well in any client,
 * signed with the company's published name unless the content signs itself.
 */
export function renderMail(company: CompanyContent, content: MailContent): { subject: string; text: string; html: string } {
  const fields = content.fields ?? [];
  const closing = content.closing ?? [];
  const signed = content.signed ?? true;
  const { code, direction } = languageOf(content.language ?? 'en');
  const text = [
    ...content.paragraphs,
    ...(fields.length ? [fields.map(([label, value]) => `${label}: ${value || '-'}`).join('\n')] : []),
    ...(content.link ? [`${content.link.label}:\n${content.link.url}`] : []),
    ...closing,
    ...(signed ? [`-- \n${company.name}`] : []),
  ].join('\n\n');

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value || '-').replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const html = [
    `<!doctype html><html lang="${code}" dir="${direction}"><body style="font-family:Arial,sans-serif;color:#1b1b1b;line-height:1.5">`,
    ...content.paragraphs.map(paragraphHtml),
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : '',
    content.link
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.link.url)}" style="color:#0b57d0">${escapeHtml(content.link.label)}</a></p>`
      : '',
    ...closing.map(paragraphHtml),
    signed ? `<p style="color:#555">${escapeHtml(company.name)}</p>` : '',
    '</body></html>',
  ].join('');
  return { subject: content.subject, text, html };
}
