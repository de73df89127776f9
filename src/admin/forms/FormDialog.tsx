import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';

interface FormDialogProps {
  title: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** An add or edit form in a dialog (docs/product.md#admin-area): Save keeps it open until the save succeeds. */
export function FormDialog({ title, saving, onSubmit, onClose, children }: FormDialogProps) {
  const formId = useId();

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
      {/* noValidate: the product's own messages (docs/product.md#rules) explain a missing field. */}
      {/* The fields show the rule a save broke beside the field at fault (SchemaForm). */}
      <form id={formId} noValidate onSubmit={submit} aria-busy={saving}>
        {children}
      </form>
    </Modal>
  );
}
