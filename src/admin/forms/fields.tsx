import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldBase {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** The rule this field broke, shown under it; the control is marked invalid. */
  error?: string;
  /** The language of the text typed, when it is not the admin's English (a translation). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** An element read out with the field before its hint (a translation's English). */
  describedBy?: string;
}

/** Texts: the longest value the rules accept (the browser stops typing there). */
interface LengthLimit {
  maxLength?: number;
}

/** A required field is marked for eyes (*) and for assistive technology (required). */
export function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
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

export function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <div id={id} className="form-text">
      {hint}
    </div>
  ) : null;
}

/** The props every control gets from its field: id, class, value, state, hint, error and change handler. */
interface ControlProps {
  id: string;
  className: string;
  value: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  onChange: (event: { target: { value: string } }) => void;
}

interface FieldFrameProps extends FieldBase, LengthLimit {
  /** Bootstrap's class of the control: 'form-control' or 'form-select'. */
  controlClass: string;
  control: (props: ControlProps) => ReactNode;
}

/** One field: its label, the control it renders with the shared props, its hint and its error. */
function Field({ label, value, onChange, required, disabled, hint, error, maxLength, lang, dir, describedBy: before, controlClass, control }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [before ?? '', hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <Label htmlFor={id} label={label} required={required} />
      {control({
        id,
        className: error ? `${controlClass} is-invalid` : controlClass,
        value,
        required,
        disabled,
        maxLength,
        lang,
        dir,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        onChange: (event) => onChange(event.target.value),
      })}
      <Hint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    // An alert: a refused save is read out at once, beside the field it is about.
    <div id={id} className="invalid-feedback d-block" role="alert">
      {error}
    </div>
  ) : null;
}

interface TextFieldProps extends FieldBase, LengthLimit {
  type?: 'text' | 'date' | 'datetime-local' | 'url' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
}

export function TextField({ type = 'text', autoComplete, inputMode, autoFocus, ...field }: TextFieldProps) {
  return (
    <Field
      {...field}
      controlClass="form-control"
      control={(props) => (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} autoFocus={autoFocus} {...props} />
      )}
    />
  );
}

interface TextAreaFieldProps extends FieldBase, LengthLimit {
  rows?: number;
}

export function TextAreaField({ rows = 3, ...field }: TextAreaFieldProps) {
  return <Field {...field} controlClass="form-control" control={(props) => <textarea rows={rows} {...props} />} />;
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
      controlClass="form-select"
      control={(props) => (
        <select {...props}>
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

/** Yes or no: a checkbox before its label; its value is 'true' when ticked, '' when not (form-text.ts). */
export function CheckboxField({ label, value, onChange, disabled, hint, error }: FieldBase) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-3 form-check">
      <input
        id={id}
        type="checkbox"
        className={error ? 'form-check-input is-invalid' : 'form-check-input'}
        checked={value === 'true'}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.checked ? 'true' : '')}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      <Hint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
