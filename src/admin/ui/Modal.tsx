/**
 * The one dialog of the admin area: role=dialog, aria-modal, labelled by its title, focus kept
 * inside while open, Escape closes, and focus returns to whatever opened it. Dialogs stack
 * (a message over an edit form): only the top one reacts to Escape and holds the focus.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../domain/messages.ts';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom; the header's close button is always there. */
  footer?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  /** Where focus goes first; by default the first field or button of the body, else the dialog. */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open dialogs, innermost last: only the top one traps focus and answers Escape.
const openDialogs: HTMLElement[] = [];

function focusablesIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((candidate) => candidate.offsetParent !== null || candidate === document.activeElement);
}

export function Modal({ title, onClose, children, footer, size, initialFocus }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    document.body.classList.add('modal-open');

    const first = initialFocus?.current ?? (bodyRef.current && focusablesIn(bodyRef.current)[0]) ?? focusablesIn(dialog)[0] ?? dialog;
    first.focus();

    // Focus that wanders out of the top dialog (a click on the backdrop, a script) is brought back.
    const keepFocusInside = (event: FocusEvent) => {
      if (openDialogs.at(-1) !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) (focusablesIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('focusin', keepFocusInside);

    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening; later renders must not steal focus again.
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || openDialogs.at(-1) !== dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = focusablesIn(dialog);
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusables[0]!;
    const last = focusables.at(-1)!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      <div className="modal-backdrop show admin-modal-backdrop" />
      <div
        className="modal d-block admin-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={dialogRef}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={`modal-dialog modal-dialog-centered modal-dialog-scrollable${size ? ` modal-${size}` : ''}`}>
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                {title}
              </h2>
              <button type="button" className="btn-close" aria-label={messages.admin.close} onClick={() => onCloseRef.current()} />
            </div>
            <div className="modal-body" ref={bodyRef}>
              {children}
            </div>
            {footer ? <div className="modal-footer">{footer}</div> : null}
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}
