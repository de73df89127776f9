import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Bootstrap modal width: 'lg' or 'xl'. */
  size?: 'lg' | 'xl';
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, Escape closes it,
 * Tab and Shift+Tab wrap inside it, and focus goes back to whatever opened it.
 */
export function Dialog({ open, title, onClose, children, size = 'lg' }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={`site-dialog site-dialog-${size} p-0 border-0 rounded-3 shadow`}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={keepFocusInside}
      onClose={() => {
        onClose();
        openerRef.current?.focus();
        openerRef.current = null;
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
    >
      {open && (
        <div className="modal-content">
          <div className="modal-header px-4 py-3 border-bottom">
            <h2 id={titleId} className="modal-title h4 mb-0">
              {title}
            </h2>
          </div>
          <div className="modal-body p-4">{children}</div>
          <div className="modal-footer px-4 py-3 border-top">
            <button type="button" className="btn btn-secondary" onClick={() => dialogRef.current?.close()}>
              Close
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
