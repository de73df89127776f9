/**
 * What the public site's dialogs (components/common/Dialog.tsx) need beyond what the browser
 * does on its own once this script has arrived:
 *  - Tab and Shift+Tab go round an open dialog instead of out to the browser's controls;
 *  - a video stops when its dialog closes;
 *  - a browser without invoker commands or `closedby` (older than early 2025) gets both here, so
 *    its visitors' clicks open and close the dialogs once the script is in.
 */
import { tabRound } from '../../ui/focus-round.ts';

const SITE_DIALOG = 'dialog.site-dialog';

document.addEventListener('keydown', (event) => {
  const dialog = event.key === 'Tab' && (event.target as Element).closest?.<HTMLDialogElement>(`${SITE_DIALOG}[open]`);
  if (dialog) tabRound(event, dialog);
});

// `close` does not bubble: heard on the way down.
document.addEventListener(
  'close',
  (event) => {
    if (event.target instanceof HTMLDialogElement) for (const video of event.target.querySelectorAll('video')) video.pause();
  },
  true,
);

if (!('commandForElement' in HTMLButtonElement.prototype)) {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('button[commandfor]');
    const dialog = document.getElementById(button?.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button?.getAttribute('command');
    if (command === 'show-modal') dialog.showModal();
    else if (command === 'close') dialog.close();
  });
}

if (!('closedBy' in HTMLDialogElement.prototype)) {
  // A click on the dimmed page lands on the <dialog> itself, outside its content.
  document.addEventListener('click', (event) => {
    if (event.target instanceof HTMLDialogElement && event.target.matches(`${SITE_DIALOG}[open]`)) event.target.close();
  });
}
