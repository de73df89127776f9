import { messages } from '../domain/messages.ts';
import type { ServerList } from './ui/useServerList.ts';

/**
 * An ordered collection the admin adds to, edits, deletes from and reorders: its API path and
 * the words every screen, dialog and message uses for it.
 */
export interface ManagedEntity {
  /** The API collection, e.g. '/team'. */
  path: '/team' | '/clients' | '/advertisements';
  /** One of them in a sentence: 'Are you sure you want to delete this team member?' */
  object: string;
  /** Several in a sentence: 'Please log in to add team members.', 'Search team members'. */
  itemsName: string;
  /** In buttons and dialog titles: 'Add Team Member', 'Edit Team Member'. */
  noun: string;
  /** The tab's heading. */
  title: string;
  messages: { added: string; updated: string; deleted: string };
}

/** What a management tab hands its add/edit dialog. */
export interface EntityDialogProps<Item extends { id: string }> {
  /** The item to edit; null adds a new one. */
  item: Item | null;
  list: ServerList<Item>;
  onClose: () => void;
  /** After a save and its success message: the list turns to the saved row and marks it. */
  onSaved: (saved: { id: string }) => void;
}

export const staffEntity: ManagedEntity = {
  path: '/team',
  object: 'team member',
  itemsName: 'team members',
  noun: 'Team Member',
  title: 'Staff Members',
  messages: messages.staff,
};

export const clientEntity: ManagedEntity = {
  path: '/clients',
  object: 'client',
  itemsName: 'clients',
  noun: 'Client',
  title: 'Client Management',
  messages: messages.client,
};

export const advertisementEntity: ManagedEntity = {
  path: '/advertisements',
  object: 'advertisement',
  itemsName: 'advertisements',
  noun: 'Advertisement',
  title: 'Advertisement Management',
  messages: messages.advertisement,
};
