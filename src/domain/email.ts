import { limits } from './limits.ts';

/**
 * SPEC section 5: the e-mail check is the browser's own (`<input type="email">`), so the server
 * uses the HTML standard's definition of a valid e-mail address: what the browser lets through,
 * the server accepts, and nothing else. Without zod, so that the browser screens that need only
 * this (the admin login and its change dialogs) do not download the schema library.
 */
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})*$`);
export const isEmail = (value: string) => value.length <= limits.text.email && EMAIL.test(value);
