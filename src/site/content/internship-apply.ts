import { applyContent } from '../../domain/content/apply.ts';

/** Copy of /internship/apply (SPEC section 2, sections 1 and 3 to 7), as shipped; programmes live in programmes.ts. */
const { heading, intro, programmesHeading, keyPoints, crossPlatform, about, contactCard, form } = applyContent.defaults;
export const internshipApply = {
  heading,
  intro,
  programmesHeading,
  keyPoints,
  crossPlatform,
  about: { heading: about.heading, text: about.text, linkLabel: about.linkLabel },
  contactCard,
  form,
};
export type InternshipApplyContent = typeof internshipApply;
