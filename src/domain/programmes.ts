import { applyContent, type ApplyContent } from './content/apply.ts';

/** The choices of the application form: the titles of the programmes an 'apply' document offers, in its order. */
export const programmeTitles = (apply: Pick<ApplyContent, 'programmes'>): string[] => apply.programmes.map((programme) => programme.title);

/** The programmes a fresh install offers. */
export const shippedProgrammeTitles: readonly string[] = programmeTitles(applyContent.defaults);
