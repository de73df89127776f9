import type { ReactNode } from 'react';
import { useModalDialog } from '../../../ui/modal-dialog.ts';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** 'en' when the title is English on a page in another language. */
  titleLang?: 'en';
  onClose: () => void;
  children: ReactNode;
  /** Bootstrap modal width: 'lg' or 'xl'. */
  size?: 'lg' | 'xl';
  /** The Close button's text, in the page's language. */
  closeLabel: string;
}

/**
 * A modal dialog (src/ui/modal-dialog.ts): the page behind is inert, Escape, a click on the
 * dimmed page and the Close button close it, Tab and Shift+Tab wrap inside it, and focus goes
 * back to whatever opened it.
 */
export function Dialog({ open, title, titleLang, onClose, children, size = 'lg', closeLabel }: DialogProps) {
  const { dialogProps, titleId } = useModalDialog({ open, onCloseRequest: onClose, closeOnBackdrop: true });
  return (
    <dialog {...dialogProps} className={`site-dialog site-dialog-${size} p-0 border-0 rounded-3 shadow`} aria-labelledby={titleId}>
      {open && (
        <div className="modal-content">
          <div className="modal-header px-4 py-3 border-bottom">
            <h2 id={titleId} className="modal-title h4 mb-0" lang={titleLang}>
              {title}
            </h2>
          </div>
          <div className="modal-body p-4">{children}</div>
          <div className="modal-footer px-4 py-3 border-top">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
