/**
 * What the person typing must know of a field visitors see (FieldMeta.visibleOn): shown before
 * its hint, and read with the field, so a blood group or an address is not typed as if private.
 */
export const publicMarks = {
  card: 'Shown on the public profile and the team page.',
  page: 'Shown on the public profile.',
} as const;
