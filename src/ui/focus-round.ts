/**
 * Tab and Shift+Tab going round a modal dialog instead of out to the browser's own controls:
 * shared by the admin's dialogs (modal-dialog.ts, React) and the site's (site/scripts/dialogs.ts,
 * no React).
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** The elements of `element` that Tab can reach, in order (hidden ones left out). */
export function focusablesIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((candidate) => candidate.offsetParent !== null || candidate === document.activeElement);
}

/** Tab from the last reachable element goes to the first, Shift+Tab from the first to the last. */
export function tabRound(event: Pick<KeyboardEvent, 'shiftKey' | 'preventDefault'>, dialog: HTMLElement): void {
  const focusables = focusablesIn(dialog);
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
