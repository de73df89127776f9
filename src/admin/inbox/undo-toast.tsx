/**
 * The short notice after a change in an inbox list, with what can follow it ('Deleted. Undo'):
 * a polite status that never takes the focus, shown for TOAST_MS. The time stands still while
 * the pointer or the focus is on it, and while a dialog covers the page (it cannot be reached
 * then), so the Undo is there for as long as it is offered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { listTexts } from './list-texts.ts';

export const TOAST_MS = 8000;
const TICK_MS = 250;

export interface ToastAction {
  label: string;
  run: () => void;
}

interface Toast {
  /** A new notice restarts the time, even with the same words. */
  id: number;
  message: string;
  actions: readonly ToastAction[];
}

export function useToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);
  const show = useCallback((message: string, actions: readonly ToastAction[] = []) => setToast({ id: nextId.current++, message, actions }), []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

export type ToastControl = ReturnType<typeof useToast>;

/** Where the notice shows: always in the page, so screen readers hear it when words arrive. */
export function ToastRegion({ control }: { control: ToastControl }) {
  const { toast, dismiss } = control;
  const region = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!toast) return;
    // The button that made the change may be gone with its row: the focus then waits here, a
    // Tab away from Undo, rather than at the top of the page.
    if (!document.activeElement || document.activeElement === document.body) region.current?.focus();
    let left = TOAST_MS;
    const timer = setInterval(() => {
      const held = notice.current?.matches(':hover, :focus-within') || document.querySelector('dialog[open]') !== null;
      if (held) return;
      left -= TICK_MS;
      if (left <= 0) dismiss();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [toast, dismiss]);

  const follow = (action: ToastAction) => {
    // The button is about to go: the focus waits in the region, where the next notice appears.
    region.current?.focus();
    dismiss();
    action.run();
  };

  return (
    <div ref={region} className="admin-toast-region" role="status" aria-live="polite" tabIndex={-1}>
      {toast ? (
        <div key={toast.id} ref={notice} className="toast show text-bg-dark border-0 shadow" data-toast>
          <div className="d-flex flex-wrap align-items-center gap-2 py-2 px-3">
            <span className="me-auto">{toast.message}</span>
            {toast.actions.map((action) => (
              <button key={action.label} type="button" className="btn btn-sm btn-light" onClick={() => follow(action)}>
                {action.label}
              </button>
            ))}
            <button type="button" className="btn-close btn-close-white" aria-label={listTexts.dismiss} onClick={dismiss} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
