import type { ReactNode } from 'react';
import '../../../ui/modal-dialog.css';
import './dialog.css';

interface DialogProps {
  /** The id the buttons that open it name (dialogOpener). */
  id: string;
  title: string;
  /** 'en' when the title is English on a page in another language. */
  titleLang?: 'en';
  children: ReactNode;
  /** Bootstrap modal width: 'lg' or 'xl'. */
  size?: 'lg' | 'xl';
  /** The Close button's text, in the page's language. */
  closeLabel: string;
}

/**
 * A modal dialog of the public site that the browser itself opens and closes (invoker commands,
 * decision 247): a click on its opener works from the first paint, before the page's scripts
 * arrive and without them. The platform makes the page behind inert, closes it on Escape and,
 * with `closedby="any"`, on a click on the dimmed page, and gives focus back to the opener.
 * scripts/dialogs.ts adds Tab going round and what an older browser lacks.
 */
export function Dialog({ id, title, titleLang, children, size = 'lg', closeLabel }: DialogProps) {
  const titleId = `${id}-title`;
  return (
    <dialog id={id} closedby="any" aria-modal="true" aria-labelledby={titleId} className={`site-dialog site-dialog-${size}`}>
      <h2 id={titleId} className="h4" lang={titleLang}>
        {title}
      </h2>
      <div className="site-dialog-body">{children}</div>
      <div className="site-dialog-actions">
        <button type="button" className="btn btn-secondary" command="close" commandfor={id}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}

/** What makes a button open the dialog `id`. */
export function dialogOpener(id: string) {
  return { type: 'button', command: 'show-modal', commandfor: id, 'aria-haspopup': 'dialog' } as const;
}
