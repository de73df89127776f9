import type { MouseEvent, ReactNode } from 'react';

interface ActionButtonProps {
  /** Bootstrap's classes: 'btn btn-sm btn-outline-danger'. */
  className: string;
  /** Its action (or another one it must wait for) is on its way. */
  busy: boolean;
  onClick?: () => void;
  /** A form's submit button; the form's own handler acts. */
  submit?: boolean;
  form?: string;
  children: ReactNode;
}

/**
 * A button that waits while an action is on its way: shown and announced as unavailable, and it
 * does nothing, yet it keeps the keyboard's focus, which a disabled button would drop to the page
 * (the person who pressed Send would find themselves back at the top of the drawer).
 */
export function ActionButton({ className, busy, onClick, submit = false, form, children }: ActionButtonProps) {
  function click(event: MouseEvent) {
    if (busy) event.preventDefault();
    else onClick?.();
  }
  return (
    <button type={submit ? 'submit' : 'button'} form={form} className={busy ? `${className} disabled` : className} aria-disabled={busy || undefined} onClick={click}>
      {children}
    </button>
  );
}
