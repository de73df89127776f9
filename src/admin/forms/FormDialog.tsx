import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import { useUnsavedChanges } from '../ui/useUnsavedChanges.ts';

interface FormDialogProps {
  title: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** Whether the form holds unsaved changes: closing or leaving then asks first. */
  dirty?: boolean;
  children: ReactNode;
}

/**
 * An add or edit form in a dialog (docs/product.md#admin-area): Save keeps it open until the save
 * succeeds; with unsaved changes, Escape, Cancel, the close button and leaving the screen ask first.
 */
export function FormDialog({ title, saving, onSubmit, onClose, dirty = false, children }: FormDialogProps) {
  const formId = useId();
  const mayLeave = useUnsavedChanges(dirty);

  // A save on its way (uploads included) finishes before the dialog can go.
  async function requestClose() {
    if (!saving && (await mayLeave())) onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSubmit();
  }

  return (
    <Modal
      title={title}
      onClose={() => void requestClose()}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void requestClose()} disabled={saving}>
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
