/**
 * The one dialog of the admin area, a modal <dialog> (src/ui/modal-dialog.ts): labelled by its
 * title, the first field or button of its body focused, Escape or the header's close button asks
 * `onClose` (which a busy form may refuse), and focus returns to whatever opened it. Dialogs
 * stack (a message over an edit form): the newest is on top and answers the keyboard.
 */
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../domain/messages.ts';
import { focusablesIn } from '../../ui/focus-round.ts';
import { useModalDialog } from '../../ui/modal-dialog.ts';

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

export function Modal({ title, onClose, children, footer, size, initialFocus }: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const { dialogProps, titleId } = useModalDialog({
    open: true,
    onCloseRequest: onClose,
    firstFocus: (dialog) => initialFocus?.current ?? (bodyRef.current && focusablesIn(bodyRef.current)[0]) ?? focusablesIn(dialog)[0] ?? dialog,
  });

  // The <dialog> is Bootstrap's full-window .modal, holding the centred .modal-dialog; tabIndex
  // keeps the focus in it when a click lands beside the content.
  return createPortal(
    <dialog {...dialogProps} className="modal admin-modal" aria-labelledby={titleId} tabIndex={-1}>
      <div className={`modal-dialog modal-dialog-centered modal-dialog-scrollable${size ? ` modal-${size}` : ''}`}>
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h5" id={titleId}>
              {title}
            </h2>
            <button type="button" className="btn-close" aria-label={messages.admin.close} onClick={onClose} />
          </div>
          <div className="modal-body" ref={bodyRef}>
            {children}
          </div>
          {footer ? <div className="modal-footer">{footer}</div> : null}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
