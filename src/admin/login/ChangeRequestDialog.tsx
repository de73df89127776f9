/**
 * The 'Change Email' and 'Change Password' dialogs of the login page: the form, its checks
 * (docs/product.md#account-changes) and the request, which the server answers with {message} or {error}.
 */
import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import type { Result } from '../../domain/result.ts';
import { ApiError } from '../api/client.ts';
import { Modal } from '../ui/Modal.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { PasswordRuleHint } from '../ui/PasswordRuleHint.tsx';

export interface ChangeField<F> {
  name: keyof F & string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  /** A new password: the rule below it, and what the typed one lacks, live. */
  passwordRule?: boolean;
}

export interface ChangeRequestDialogProps<F extends Record<string, string>> {
  title: string;
  submitLabel: string;
  fields: ChangeField<F>[];
  empty: F;
  validate(form: F): Result<unknown>;
  /** Sends the request; resolves the server's confirmation text, if any. */
  send(form: F): Promise<{ message?: string }>;
  failedPrefix: string;
  failedDefault: string;
  requestedDefault: string;
  onClose(): void;
  /** Called with the confirmation to show once the request is accepted. */
  onRequested(message: string): void;
}

export function failureText(error: unknown, prefix: string, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage && error.serverMessage !== messages.admin.unknownError) {
    return `${prefix}${error.serverMessage}`;
  }
  return fallback;
}

export function ChangeRequestDialog<F extends Record<string, string>>(props: ChangeRequestDialogProps<F>) {
  const [form, setForm] = useState<F>(props.empty);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const formId = useId();
  const errorId = `${formId}-error`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = props.validate(form);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError('');
    setSending(true);
    try {
      const answer = await props.send(form);
      props.onRequested(answer?.message || props.requestedDefault);
    } catch (failure) {
      setError(failureText(failure, props.failedPrefix, props.failedDefault));
      setSending(false);
    }
  };

  return (
    <Modal
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={props.onClose}>
            {messages.admin.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={sending}>
            {props.submitLabel}
          </button>
        </>
      }
    >
      {/* noValidate: the dialog's own checks and the product's messages replace the browser's. */}
      <form id={formId} noValidate onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
        {error ? (
          <div className="alert alert-danger" role="alert" id={errorId}>
            {error}
          </div>
        ) : null}
        {props.fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const hintId = `${id}-hint`;
          const common = {
            id,
            name: field.name,
            autoComplete: field.autoComplete,
            value: form[field.name],
            'aria-describedby': field.passwordRule ? hintId : undefined,
            onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
              setForm((current) => ({ ...current, [field.name]: event.target.value })),
          };
          return (
            <div className="mb-3" key={field.name}>
              <label className="form-label" htmlFor={id}>
                {field.label}
              </label>
              {field.type === 'password' ? <PasswordInput {...common} /> : <input {...common} type="email" className="form-control" />}
              {field.passwordRule ? <PasswordRuleHint id={hintId} password={form[field.name] ?? ''} /> : null}
            </div>
          );
        })}
      </form>
    </Modal>
  );
}
