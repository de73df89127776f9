import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

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

/** The props every control gets from its field: id, value, state, hint and change handler. */
interface ControlProps {
  id: string;
  value: string;
  required?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** One field: its label, the control it renders with the shared props, and its hint. */
function Field({ label, value, onChange, required, disabled, hint, control }: FieldBase & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="mb-3">
      <Label htmlFor={id} label={label} required={required} />
      {control({
        id,
        value,
        required,
        disabled,
        'aria-describedby': hint ? hintId : undefined,
        onChange: (event) => onChange(event.target.value),
      })}
      <Hint id={hintId} hint={hint} />
    </div>
  );
}

interface TextFieldProps extends FieldBase {
  type?: 'text' | 'date' | 'url' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
}

export function TextField({ type = 'text', autoComplete, inputMode, autoFocus, ...field }: TextFieldProps) {
  return (
    <Field
      {...field}
      control={(props) => (
        <input className="form-control" type={type} autoComplete={autoComplete} inputMode={inputMode} autoFocus={autoFocus} {...props} />
      )}
    />
  );
}

interface TextAreaFieldProps extends FieldBase {
  rows?: number;
}

export function TextAreaField({ rows = 3, ...field }: TextAreaFieldProps) {
  return <Field {...field} control={(props) => <textarea className="form-control" rows={rows} {...props} />} />;
}

interface SelectFieldProps extends FieldBase {
  options: readonly string[];
  /** Text of the empty first option; omit when a value is always chosen. */
  placeholder?: string;
}

export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return (
    <Field
      {...field}
      control={(props) => (
        <select className="form-select" {...props}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}
