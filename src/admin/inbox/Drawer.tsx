/**
 * A panel over the right-hand side of the screen (the whole screen on a phone), modal like every
 * admin dialog (src/ui/modal-dialog.ts): the page behind is inert, Escape and the close button
 * ask `onCloseRequest`, and focus returns to whatever opened it. The heading, its badge, the
 * latest outcome and the actions stay at the top while the rest scrolls under them.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../domain/messages.ts';
import { useModalDialog } from '../../ui/modal-dialog.ts';
import './inbox.css';

interface DrawerProps {
  title: string;
  /** Beside the title (a status badge). */
  badge?: ReactNode;
  /** The buttons that act on what the drawer shows; they wrap rather than leave the screen. */
  actions?: ReactNode;
  actionsLabel: string;
  /** The last action's outcome, read out politely. */
  status: string;
  onCloseRequest: () => void;
  children: ReactNode;
}

export function Drawer({ title, badge, actions, actionsLabel, status, onCloseRequest, children }: DrawerProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { dialogProps, titleId } = useModalDialog({
    open: true,
    onCloseRequest,
    // The heading, not the first button: reading starts at the name, and Enter acts on nothing.
    firstFocus: () => headingRef.current,
  });

  // A button can go with the change it made (Accept, once accepted): focus that fell to the page
  // comes back to the heading rather than leaving the keyboard nowhere.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
  });

  return createPortal(
    <dialog {...dialogProps} className="inbox-drawer" aria-labelledby={titleId} tabIndex={-1}>
      <header className="inbox-drawer-bar">
        <div className="d-flex align-items-start gap-2">
          <h2 className="h5 mb-0 text-break" id={titleId} ref={headingRef} tabIndex={-1} dir="auto">
            {title}
          </h2>
          {badge}
          <button type="button" className="btn-close ms-auto flex-shrink-0" aria-label={messages.admin.close} onClick={onCloseRequest} />
        </div>
        {actions ? (
          <div className="d-flex flex-wrap gap-2 mt-2" role="group" aria-label={actionsLabel}>
            {actions}
          </div>
        ) : null}
        <p className="inbox-drawer-status small mb-0" role="status">
          {status}
        </p>
      </header>
      <div className="inbox-drawer-body">{children}</div>
    </dialog>,
    document.body,
  );
}
