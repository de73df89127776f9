/**
 * The public forms' fields are uncontrolled: the page is server-rendered and a visitor may type
 * before the form's script arrives, and React would start a controlled field from its own empty
 * state and send that. So what is sent is read from the form itself, exactly as the visitor
 * sees it, whenever the script arrived.
 */

/** The text of each named field as it stands in `form` now. */
export function fieldValues<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<Name, string>;
}

/**
 * Empties every field a person fills in, the file picker included (docs/product.md#states: cleared on
 * success); hidden fields (the page language, the form's key) stay. Not `form.reset()`: after a
 * refused plain post the fields' defaults are what was typed then.
 */
export function clearFields(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) element.value = '';
  }
}

/** The file chosen in the named file field, if one is. */
export function chosenFile(form: HTMLFormElement, name: string): File | undefined {
  const file = new FormData(form).get(name);
  return file instanceof File && file.name ? file : undefined;
}
