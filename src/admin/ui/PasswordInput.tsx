import { useState, type InputHTMLAttributes } from 'react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

/** A password field with a show/hide toggle that says which it will do. */
export function PasswordInput({ className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-group">
      <input {...input} type={visible ? 'text' : 'password'} className={className ?? 'form-control'} />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-controls={input.id}
        aria-label={visible ? 'Hide password' : 'Show password'}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
