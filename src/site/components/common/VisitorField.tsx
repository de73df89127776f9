import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { postedName, type VisitorInput } from '../../../domain/visitor-inputs.ts';

interface VisitorFieldProps {
  /** The form's part of the input's id: 'enquiry' gives 'enquiry-name'. */
  form: string;
  name: string;
  input: VisitorInput;
  /** In the page's language, from the site catalogue. */
  label: ReactNode;
  defaultValue: string;
  /** A select's options. */
  children?: ReactNode;
  /** What a form adds to one input for a live check: its state, its reference, its handler. */
  control?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** Under the input: a live check's message. */
  after?: ReactNode;
}

/**
 * One field of a public form as its input list describes it (src/domain/visitor-inputs.ts):
 * posted under its published name, required, completed and laid out as described.
 */
export function VisitorField({ form, name, input, label, defaultValue, children, control, after }: VisitorFieldProps) {
  const posted = postedName(name, input);
  const id = `${form}-${posted}`;
  return (
    <div className={input.width === 'half' ? 'col-12 col-md-6' : 'col-12'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {input.input === 'textarea' ? (
        <textarea id={id} name={posted} className="form-control" rows={input.rows} required={input.required} defaultValue={defaultValue} />
      ) : input.input === 'select' ? (
        <select id={id} name={posted} className="form-select" required={input.required} defaultValue={defaultValue}>
          {children}
        </select>
      ) : (
        <input
          id={id}
          name={posted}
          type={input.input === 'email' || input.input === 'tel' ? input.input : undefined}
          inputMode={input.inputMode}
          className="form-control"
          required={input.required}
          autoComplete={input.autoComplete}
          {...control}
          defaultValue={defaultValue}
        />
      )}
      {after}
    </div>
  );
}
