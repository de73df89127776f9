/**
 * Invoker commands (`<button command="show-modal" commandfor="…">`): the browser opens and closes
 * a <dialog> from the button itself, before and without the page's scripts. React passes the
 * lowercase attributes through as they are; its types do not list them yet.
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`;
    commandfor?: string;
  }
}
