import type { FieldMeta } from './field-meta.ts';

/**
 * What a visitor fills in on a public form, field by field in form order, as plain data: the
 * submission's definition builds its checked, stored fields from it (`visitorSchemas` in
 * submission-fields.ts), and the public form renders its inputs from it without loading zod or
 * the definition, which keeps the public pages' scripts small. A field added to a form's list
 * (enquiry-inputs.ts, application-inputs.ts) is stored, checked, answered, exported, mailed and
 * shown on the form; a migration adds its column and the site catalogue its label in each
 * language (`labelKey`), which is also its English name in the admin, exports and mails.
 */
export type VisitorInput = Pick<FieldMeta, 'label' | 'input' | 'required' | 'autoComplete' | 'inputMode' | 'rows' | 'width' | 'wireName'> & {
  /** The longest value kept (trimmed); a longer one is refused. */
  maxLength: number;
  /**
   * Where its label is in the form's section of the site catalogue: the English `label` is that
   * section's English text, and the form shows the page language's text at the same key.
   */
  labelKey: string;
};
export type VisitorInputs = Readonly<Record<string, VisitorInput>>;

/** The name a field is posted under: its published name when it has one (decision 218). */
export const postedName = (name: string, input: VisitorInput) => input.wireName ?? name;

/** The names a form's fields are posted under. */
type PostedNames<Inputs extends VisitorInputs> = {
  [Name in keyof Inputs & string]: Inputs[Name] extends { wireName: infer Posted extends string } ? Posted : Name;
}[keyof Inputs & string];

/** The names a form's fields are posted under, in form order. */
export const postedNames = <Inputs extends VisitorInputs>(inputs: Inputs) =>
  Object.entries(inputs).map(([name, input]) => postedName(name, input)) as PostedNames<Inputs>[];

/** A form with nothing typed yet. */
export const emptyValues = <Inputs extends VisitorInputs>(inputs: Inputs) =>
  Object.fromEntries(Object.keys(inputs).map((name) => [name, ''])) as Record<keyof Inputs & string, string>;

/** An input's label, by its key in the form's English catalogue section: the one English source of its name. */
export const labelFrom = <Section extends Readonly<Record<string, string>>>(section: Section) =>
  <Key extends keyof Section & string>(labelKey: Key) => ({ labelKey, label: section[labelKey] as string });
