import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import type { ServerList } from '../ui/useServerList.ts';
import { useAdminAction } from './useAdminAction.ts';

/** SPEC's delete question, then the item's name on its own line, so nobody deletes the wrong one. */
export const deleteQuestion = (object: string, name: string) => `${messages.confirmDelete(object)}\n${name}`;

/**
 * Delete with confirmation ('Are you sure you want to delete this {object}?', then the item's
 * name on its own line): the row leaves the table at once and the list is fetched again
 * afterwards, so a failure brings it back.
 */
export function useRemove<Item extends { id: string }>(options: {
  path: string;
  list: ServerList<Item>;
  /** 'team member' */
  object: string;
  /** 'delete team members' */
  signInFor: string;
  successMessage: string;
  /** The item's name in the confirmation: 'Vishnu Prasad'. */
  nameOf: (item: Item) => string;
  /** Runs once the delete succeeded and its message was closed (an inbox list offers its undo). */
  onRemoved?: (item: Item) => void;
}) {
  const runAction = useAdminAction();
  const { path, list, object, signInFor, successMessage, nameOf, onRemoved } = options;
  return (item: Item) =>
    void runAction({
      signInFor,
      confirmMessage: deleteQuestion(object, nameOf(item)),
      failure: { verb: 'delete', object },
      perform: () => api('DELETE', `${path}/${item.id}`),
      beforeRequest: () => list.removeLocally(item.id),
      afterRequest: list.reload,
      successMessage,
    }).then((removed) => removed && onRemoved?.(item));
}
