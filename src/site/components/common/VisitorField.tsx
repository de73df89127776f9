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
  /** What a form adds to one input for a live check of its own: its reference and its handler. */
  control?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** What is wrong with the field, in the page's language: shown under it, and the field marked invalid and described by it. */
  problem?: string;
}

/**
 * One field of a public form as its input list describes it (src/domain/visitor-inputs.ts):
 * posted under its published name, required, completed and laid out as described, and marked
 * with its problem when it has one.
 */
export function VisitorField({ form, name, input, label, defaultValue, children, control, problem }: VisitorFieldProps) {
  const posted = postedName(name, input);
  const id = `${form}-${posted}`;
  const problemId = `${id}-error`;
  const shared = {
    id,
    name: posted,
    required: input.required,
    defaultValue,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  };
  const invalid = problem ? ' is-invalid' : '';
  return (
    <div className={input.width === 'half' ? 'col-12 col-md-6' : 'col-12'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {input.input === 'textarea' ? (
        <textarea {...shared} className={`form-control${invalid}`} rows={input.rows} />
      ) : input.input === 'select' ? (
        <select {...shared} className={`form-select${invalid}`}>
          {children}
        </select>
      ) : (
        <input
          {...shared}
          type={input.input === 'email' || input.input === 'tel' ? input.input : undefined}
          inputMode={input.inputMode}
          className={`form-control${invalid}`}
          autoComplete={input.autoComplete}
          {...control}
        />
      )}
      {problem && (
        <div id={problemId} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </div>
  );
}
