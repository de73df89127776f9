import type { LanguageCode } from '../../languages.ts';
import { fill } from './fill.ts';

/**
 * A counted text in one language: one form per plural category the language's rules use
 * (Intl.PluralRules: English and the Indian languages have 'one' and 'other'; Arabic has 'zero',
 * 'one', 'two', 'few', 'many' and 'other'). 'other' is always there; a unit test checks each
 * catalogue gives exactly its language's categories.
 */
export type PluralText = { readonly other: string } & { readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string };

/** The form of `forms` for `count` in `lang`, with its `{count}` hole filled. */
export function plural(lang: LanguageCode, forms: PluralText, count: number): string {
  const category = new Intl.PluralRules(lang).select(count);
  return fill(forms[category] ?? forms.other, { count });
}
