import { useId, type InputHTMLAttributes } from 'react';

interface FieldBase {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

/** A required field is marked for eyes (*) and for assistive technology (required). */
function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="form-label">
      {label}
      {required ? (
        <span className="text-danger" aria-hidden="true">
          {' '}*
        </span>
      ) : null}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <div id={id} className="form-text">
      {hint}
    </div>
  ) : null;
}

interface TextFieldProps extends FieldBase {
  type?: 'text' | 'date' | 'url' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
}

export function TextField({ label, value, onChange, required, disabled, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="mb-3">
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        className="form-control"
        value={value}
        required={required}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
        type={input.type ?? 'text'}
      />
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

interface TextAreaFieldProps extends FieldBase {
  rows?: number;
}

export function TextAreaField({ label, value, onChange, required, disabled, hint, rows = 3 }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="mb-3">
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        className="form-control"
        rows={rows}
        value={value}
        required={required}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends FieldBase {
  options: readonly string[];
  /** Text of the empty first option; omit when a value is always chosen. */
  placeholder?: string;
}

export function SelectField({ label, value, onChange, required, disabled, hint, options, placeholder }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="mb-3">
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className="form-select"
        value={value}
        required={required}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Hint id={`${id}-hint`} hint={hint} />
    </div>
  );
}
