import { limits } from './limits.ts';

/**
 * docs/product.md#contact-form: the e-mail check is the browser's own (`<input type="email">`), so
 * the server uses the HTML standard's definition of a valid e-mail address: what the browser lets
 * through, the server accepts, and nothing else. Without zod, so that the browser screens that need
 * only this (the admin login and its change dialogs) do not download the schema library.
 */
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})*$`);
export const isEmail = (value: string) => value.length <= limits.text.email && EMAIL.test(value);

/**
 * A `mailto:` link to one address and nothing more. The rule above lets `?`, `&` and `=` into an
 * address's local part (`x?bcc=someone@example.com` is valid), which a mail program would read
 * as a query adding recipients or a subject; encoded, they are part of the address.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at);
  const domain = at < 0 ? '' : address.slice(at);
  return `mailto:${encodeURIComponent(local)}${domain.replace(/[^@a-zA-Z0-9.-]/g, encodeURIComponent)}`;
}
