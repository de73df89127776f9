import { api } from '../api/client.ts';
import { listTexts } from '../inbox/list-texts.ts';
import type { ToastControl } from '../inbox/undo-toast.tsx';
import { useAdminAction } from './useAdminAction.ts';

/**
 * The Undo after a delete: asks the server to put the records back (it keeps them aside for
 * inboxLimits.undoSeconds, POST {path}/{id}/restore), then says so in the list's notice.
 */
export function useRestore(options: {
  /** The API collection, '/team'. */
  path: string;
  /** 'bring back team members' */
  signInFor: string;
  /** What a failure names: one, or several. */
  object: string;
  objects: string;
  toast: ToastControl;
  /** Brings the list in line with the server. */
  changed: () => void;
}) {
  const runAction = useAdminAction();
  const { path, signInFor, object, objects, toast, changed } = options;
  return (ids: readonly string[]) =>
    void runAction({
      signInFor,
      failure: { verb: 'restore', object: ids.length === 1 ? object : objects },
      perform: () => Promise.all(ids.map((id) => api('POST', `${path}/${id}/restore`))),
      afterRequest: changed,
    }).then((restored) => restored && toast.show(listTexts.restored));
}
