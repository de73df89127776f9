/**
 * The words of a form's list editor (SchemaForm): an entity dialog's or a content document's,
 * kept with the form engine so it needs nothing of the editor's own texts.
 */
export const listTexts = {
  listSize: (min: number, max: number) =>
    min > 0 ? `At least ${min} and at most ${max} ${max === 1 ? 'entry' : 'entries'}.` : `At most ${max} ${max === 1 ? 'entry' : 'entries'}.`,
  listOrder: 'Drag an entry by its handle, or use its arrows, to change the order.',
  dragHandle: 'Drag to move',
  add: (itemLabel: string) => `Add ${itemLabel}`,
  remove: 'Remove',
  added: (entry: string) => `${entry} added.`,
  removed: (entry: string) => `${entry} removed.`,
  moved: (entry: string) => `Moved: it is now ${entry}.`,
  empty: 'No entries yet.',
} as const;
