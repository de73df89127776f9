import type { FormPostResult } from '../../../domain/form-post.ts';
import type { FormOutcome } from './FormStatus.tsx';

/**
 * A public form's first values and outcome line: empty, or what the server answered to its
 * plain post (success clears the form; a failure gives back what was typed).
 */
export function startingForm<Form extends Values, Values>(
  posted: FormPostResult<Values> | undefined,
  empty: Form,
  texts: { done: string; failed: (values: Values) => string },
): { form: Form; outcome: FormOutcome | null } {
  if (!posted) return { form: empty, outcome: null };
  if (posted.outcome === 'done') return { form: empty, outcome: { tone: 'success', text: texts.done } };
  return { form: { ...empty, ...posted.values }, outcome: { tone: 'danger', text: texts.failed(posted.values) } };
}
