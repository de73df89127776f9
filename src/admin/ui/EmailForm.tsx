import { useId, type FormEvent, type ReactNode } from 'react';

interface EmailFormProps {
  label: string;
  submitLabel: string;
  /** Called with the address in the field when the form is sent; the form, to reset it after. */
  onSubmit(email: string, form: HTMLFormElement): void;
  /** More fields of the same form, before the button; the caller reads them from the form. */
  children?: ReactNode;
}

/** One e-mail address and a button, on one line where there is room. */
export function EmailForm({ label, submitLabel, onSubmit, children }: EmailFormProps) {
  const fieldId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form itself: what is in the field is what is used.
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (email) onSubmit(email, event.currentTarget);
  };
  return (
    <form className="d-flex flex-wrap gap-2 align-items-end mb-3" onSubmit={submit}>
      <div style={{ minWidth: '14rem', maxWidth: '28rem' }} className="flex-grow-1">
        <label htmlFor={fieldId} className="form-label">
          {label}
        </label>
        <input id={fieldId} name="email" type="email" required className="form-control" autoComplete="off" />
      </div>
      {children}
      <button type="submit" className="btn btn-primary">
        {submitLabel}
      </button>
    </form>
  );
}
