/**
 * How the admin's React screens show a modal: the native <dialog> element opened with
 * showModal() when their state says so (the public site's dialogs open themselves:
 * site/components/common/Dialog.tsx). The platform makes the page behind inert, keeps the newest dialog on top of the
 * others and focus out of the page behind. This adds what it leaves to the page:
 * - Tab and Shift+Tab go round the dialog instead of out to the browser's own controls
 *   (focus-round.ts);
 * - a close request (Escape, a click on the dimmed page where allowed, the platform's own)
 *   asks the owner, who closes the dialog or, while it is busy, keeps it;
 * - the first focus goes where the owner says (else where the platform puts it), and back to
 *   whatever opened the dialog when it closes.
 */
import { type DialogHTMLAttributes, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { tabRound } from './focus-round.ts';
import './modal-dialog.css';

export interface ModalDialogOptions {
  /** Whether the owner shows the dialog now (one that is mounted only while shown passes true). */
  open: boolean;
  /** Escape, a click on the dimmed page (with closeOnBackdrop) or the platform asks to close. */
  onCloseRequest: () => void;
  /** Where focus goes when the dialog opens; by default the platform's choice. */
  firstFocus?: (dialog: HTMLDialogElement) => HTMLElement | null;
  /** Whether a click on the dimmed page around the dialog is a close request. */
  closeOnBackdrop?: boolean;
}

export interface ModalDialog {
  /** Spread on the <dialog>. */
  dialogProps: DialogHTMLAttributes<HTMLDialogElement> & { ref: RefObject<HTMLDialogElement | null> };
  /** The id for the dialog's title, which labels it. */
  titleId: string;
}

export function useModalDialog({ open, onCloseRequest, firstFocus, closeOnBackdrop = false }: ModalDialogOptions): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest of each, read when an event comes: the effect below runs once per opening.
  const latest = useRef({ open, onCloseRequest, firstFocus });
  latest.current = { open, onCloseRequest, firstFocus };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    latest.current.firstFocus?.(dialog)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || (event.key !== 'Escape' && event.key !== 'Tab')) return;
    // Only the innermost dialog answers: React passes a key on to a dialog that holds this one.
    event.stopPropagation();
    if (event.key === 'Tab') return tabRound(event, dialog);
    // Escape is handled here rather than left to the platform, which would close a busy
    // dialog anyway on a second press.
    event.preventDefault();
    latest.current.onCloseRequest();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    latest.current.onCloseRequest();
  };

  // A close request the platform would not let the page refuse has closed it: the owner decides.
  const onClose = () => {
    if (latest.current.open && ref.current && !ref.current.open) latest.current.onCloseRequest();
  };

  // A click on the dimmed page lands on the <dialog> itself, outside its content.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === ref.current) latest.current.onCloseRequest();
  };

  return { dialogProps: { ref, 'aria-modal': true, onKeyDown, onCancel, onClose, onClick }, titleId };
}
