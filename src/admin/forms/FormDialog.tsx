import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';

interface FormDialogProps {
  title: string;
  /** The rule the form broke, shown above the fields; nothing typed is lost. */
  error: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** An add or edit form in a dialog (SPEC section 2): Save keeps it open until the save succeeds. */
export function FormDialog({ title, error, saving, onSubmit, onClose, children }: FormDialogProps) {
  const formId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSubmit();
  }

  return (
    <Modal
      title={title}
      // A save on its way (uploads included) finishes before the dialog can go.
      onClose={() => !saving && onClose()}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </>
      }
    >
      {/* noValidate: the product's own messages (SPEC section 5) explain a missing field. */}
      <form id={formId} noValidate onSubmit={submit} aria-busy={saving}>
        {error ? (
          <div ref={errorRef} className="alert alert-danger" role="alert" tabIndex={-1}>
            {error}
          </div>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}
