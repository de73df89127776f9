/** The words of the unsaved-changes question and of the kept draft's offer (useUnsavedChanges, useFormDraft). */
export const unsavedTexts = {
  question: 'You have unsaved changes. Leave without saving them?',
  leave: 'Leave without saving',
  keepEditing: 'Keep editing',
  draftOffer: 'Restore your unsaved changes?',
  draftOfferHint: (when: string) => `This form was left unsaved ${when}. What it held is kept in this browser tab.`,
  restore: 'Restore',
  discard: 'Discard',
} as const;
