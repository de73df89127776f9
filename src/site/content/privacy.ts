import { privacyContent } from '../../domain/content/privacy.ts';
import { paragraphsOf } from './schemas.ts';

/**
 * The privacy notice linked from the footer and from both public forms, as shipped: what the
 * contact and application forms collect, why, how long it is kept and how to ask for deletion.
 */
const copy = privacyContent.defaults;
export const privacyPage = {
  intro: copy.intro,
  updated: copy.updated,
  sections: copy.sections.map(({ heading, text, items }) => ({ heading, paragraphs: paragraphsOf(text), items })),
};
