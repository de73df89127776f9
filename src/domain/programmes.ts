/** The five internship programmes of SPEC section 3; their page copy lives in src/site/content. */
export const PROGRAMME_TITLES = [
  'Flutter Developer',
  'MERN Stack Development',
  'Full Stack Web Development',
  'UI/UX Design',
  'Graphic Design',
] as const;
export type ProgrammeTitle = (typeof PROGRAMME_TITLES)[number];

export const PROGRAMME_DURATION = '6 Months Internship & 6 Months Training';
export const PROGRAMME_NOTES = 'Earn a 1-year work experience certificate upon completion.';
