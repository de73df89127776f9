/** What a refused translation is told (ours): the admin's editors and a translator's file read them. */
export const translationMessages = {
  invalidTranslation: 'The translation could not be read. Please reload it and try again.',
  notTranslatable: (field: string) => `${field} is not a text to translate here. Please reload it and try again.`,
} as const;
