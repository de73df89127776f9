import { limits } from './limits.ts';

/**
 * The e-mail address check, on its own without zod so that the browser screens that need only
 * this (the admin login and its change dialogs) do not download the schema library.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= limits.text.email && EMAIL.test(value);
