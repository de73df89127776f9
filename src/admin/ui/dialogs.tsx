/**
 * docs/product.md#admin-area: confirmations and errors appear in a modal dialog (title, message, Close;
 * or Cancel/OK for confirmations). Any component asks for one through useDialogs() and awaits
 * the answer; several requests queue and show one after the other.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { messages } from '../../domain/messages.ts';
import { Modal } from './Modal.tsx';

export interface Dialogs {
  /** A message with a Close button; resolves when it is closed. */
  showMessage(title: string, message: string): Promise<void>;
  /**
   * A question with Cancel and OK (or `okLabel`, what going on does: 'Publish anyway'; and
   * `cancelLabel`, what staying does: 'Keep editing'); resolves true for OK, false for Cancel,
   * Escape or the close button.
   */
  confirm(title: string, message: string, okLabel?: string, cancelLabel?: string): Promise<boolean>;
  /**
   * showMessage with one more way out beside Close, `actionLabel` ('Convert to JPEG and use it');
   * resolves true when that is chosen, false for Close, Escape or the close button.
   */
  offer(title: string, message: string, actionLabel: string): Promise<boolean>;
  /** showMessage titled 'Error' (docs/product.md#messages, failed admin call). */
  showError(message: string): Promise<void>;
  /** showMessage titled 'Success', for the success messages of docs/product.md#messages. */
  showSuccess(message: string): Promise<void>;
}

interface PendingDialog {
  id: number;
  kind: 'message' | 'confirm' | 'offer';
  title: string;
  message: string;
  okLabel?: string;
  cancelLabel?: string;
  answer: (ok: boolean) => void;
}

const DialogsContext = createContext<Dialogs | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<PendingDialog[]>([]);
  const nextId = useRef(1);

  const open = useCallback(
    (kind: PendingDialog['kind'], title: string, message: string, okLabel?: string, cancelLabel?: string) =>
      new Promise<boolean>((resolve) => {
        const id = nextId.current++;
        const answer = (ok: boolean) => {
          setQueue((current) => current.filter((dialog) => dialog.id !== id));
          resolve(ok);
        };
        setQueue((current) => [...current, { id, kind, title, message, okLabel, cancelLabel, answer }]);
      }),
    [],
  );

  const dialogs = useMemo<Dialogs>(
    () => ({
      showMessage: async (title, message) => void (await open('message', title, message)),
      confirm: (title, message, okLabel, cancelLabel) => open('confirm', title, message, okLabel, cancelLabel),
      offer: (title, message, actionLabel) => open('offer', title, message, actionLabel),
      showError: async (message) => void (await open('message', messages.admin.errorTitle, message)),
      showSuccess: async (message) => void (await open('message', messages.admin.successTitle, message)),
    }),
    [open],
  );

  const current = queue[0];
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {current ? <DialogView key={current.id} dialog={current} /> : null}
    </DialogsContext.Provider>
  );
}

function DialogView({ dialog }: { dialog: PendingDialog }) {
  const primary = useRef<HTMLButtonElement>(null);
  const isConfirm = dialog.kind === 'confirm';
  return (
    <Modal
      title={dialog.title}
      onClose={() => dialog.answer(false)}
      initialFocus={primary}
      footer={
        isConfirm ? (
          <>
            {/* Cancel takes the focus first: Enter on a delete question must not destroy anything. */}
            <button type="button" className="btn btn-outline-secondary" ref={primary} onClick={() => dialog.answer(false)}>
              {dialog.cancelLabel ?? messages.admin.cancel}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => dialog.answer(true)}>
              {dialog.okLabel ?? messages.admin.ok}
            </button>
          </>
        ) : (
          <>
            {/* A message's Close stays first and focused: the offer is one more click, never the default. */}
            <button type="button" className="btn btn-primary" ref={primary} onClick={() => dialog.answer(false)}>
              {messages.admin.close}
            </button>
            {dialog.kind === 'offer' ? (
              <button type="button" className="btn btn-outline-primary" onClick={() => dialog.answer(true)}>
                {dialog.okLabel}
              </button>
            ) : null}
          </>
        )
      }
    >
      <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
        {dialog.message}
      </p>
    </Modal>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogsProvider> above it.');
  return dialogs;
}
