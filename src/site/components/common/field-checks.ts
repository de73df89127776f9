import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { fill } from '../../../domain/i18n/catalogue/fill.ts';
import { postedName, type VisitorInput } from '../../../domain/visitor-inputs.ts';

/**
 * A public form's own checks once its island has hydrated (decision 245): the browser's checks
 * speak the browser's language, so the form turns them off and says what is wrong in the page's.
 * The rules are the server's (src/domain/contact.ts, inquiry.ts), read from the same input list:
 * a required field is not blank, a field is within its length, and the e-mail passes the browser's
 * own e-mail-type check, which the server's `isEmail` mirrors. Without the script the browser
 * checks as before, by the same attributes.
 */

/** What is wrong with a field, in the order the server checks. */
export type FieldProblem = 'required' | 'tooLong' | 'invalidEmail';

/** Each problem's words in the page's language: the catalogue's, which the server refuses with in English. */
export type FieldCheckTexts = Record<FieldProblem, string>;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the form says of a field's problem, in its texts' language: the field named by `label`, its limit by the input's. */
export const problemWords = (texts: FieldCheckTexts, problem: FieldProblem, label: string, input: Pick<VisitorInput, 'maxLength'>) =>
  fill(texts[problem], { label, max: input.maxLength });

function problemOf(field: Field, input: VisitorInput): FieldProblem | undefined {
  // The server stores text trimmed: spaces alone are blank to it.
  const value = field.value.trim();
  if (input.required && !value) return 'required';
  if (value.length > input.maxLength) return 'tooLong';
  if (field.validity.typeMismatch) return 'invalidEmail';
  return undefined;
}

/**
 * The checks of a form whose fields are `inputs`, with `texts` for what they find. `noValidate`
 * goes on the form, `recheck` on its input events; `passes` is asked on submit.
 */
export function useFieldChecks<Name extends string>(inputs: Readonly<Record<Name, VisitorInput>>, texts: FieldCheckTexts) {
  // False in the server's HTML and in the first render that hydrates it, so the two agree.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [problems, setProblems] = useState<Partial<Record<Name, FieldProblem>>>({});
  const names = Object.keys(inputs) as Name[];
  const fieldOf = (form: HTMLFormElement, name: Name) => form.elements.namedItem(postedName(name, inputs[name])) as Field;

  return {
    noValidate: hydrated,

    /** The field's problem in words (`label` names it), or undefined when it has none. */
    message(name: Name, label: string): string | undefined {
      const problem = problems[name];
      return problem && problemWords(texts, problem, label, inputs[name]);
    },

    /**
     * Finds and shows every field's problem and moves focus to the first field in the form with
     * one, counting the fields in `alsoWrong` (a form's own live checks); true when there is none.
     */
    passes(form: HTMLFormElement, alsoWrong: readonly Name[] = []): boolean {
      const found = Object.fromEntries(names.map((name) => [name, problemOf(fieldOf(form, name), inputs[name])])) as Partial<Record<Name, FieldProblem>>;
      // Shown before focus moves, so the field is read out with its message.
      flushSync(() => setProblems(found));
      const first = names.find((name) => found[name] || alsoWrong.includes(name));
      if (first === undefined) return true;
      fieldOf(form, first).focus();
      return false;
    },

    /** A field that shows a problem is checked again as it is edited: its message follows what it now holds. */
    recheck(event: FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      const name = names.find((each) => problems[each] && fieldOf(form, each) === event.target);
      if (name !== undefined) setProblems((shown) => ({ ...shown, [name]: problemOf(fieldOf(form, name), inputs[name]) }));
    },
  };
}
