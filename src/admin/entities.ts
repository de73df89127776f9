import type { CollectionOf } from '../domain/collection.ts';
import type { LanguageCode } from '../domain/languages.ts';
import type { ServerList } from './ui/useServerList.ts';

/**
 * An ordered collection the admin adds to, edits, deletes from and reorders: its API path and
 * the words every screen, dialog and message uses for it, from its collection definition.
 */
export interface ManagedEntity {
  /** The API collection, e.g. '/team'. */
  path: string;
  /** One of them in a sentence: 'Are you sure you want to delete this team member?' */
  object: string;
  /** Several in a sentence: 'Please log in to add team members.', 'Search team members'. */
  itemsName: string;
  /** In buttons and dialog titles: 'Add Team Member', 'Edit Team Member'. */
  noun: string;
  /** The tab's heading. */
  title: string;
  messages: { added?: string; updated?: string; deleted: string };
}

export const entityOf = (collection: CollectionOf<unknown>): ManagedEntity => ({
  path: collection.path,
  ...collection.labels,
  messages: collection.messages,
});

/** What a management tab hands its add/edit dialog. */
export interface EntityDialogProps<Item extends { id: string }> {
  /** The item to edit; null adds a new one. */
  item: Item | null;
  list: ServerList<Item>;
  onClose: () => void;
  /** After a save and its success message: the list turns to the saved row and marks it. */
  onSaved: (saved: { id: string }) => void;
  /** Opened from a link to one of the item's texts: the language to show and the field to focus. */
  at?: { language: LanguageCode; field: string | null };
}
