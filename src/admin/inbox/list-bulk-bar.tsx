import { useEffect, useId, useRef } from 'react';
import type { BulkAction, InboxKind } from '../../domain/inbox.ts';
import { api } from '../api/client.ts';
import { useAdminAction } from '../tabs/useAdminAction.ts';
import { countOf, inboxKinds } from './list-kinds.ts';
import type { Selection } from './list-selection.ts';
import { listTexts } from './list-texts.ts';
import type { Undo } from './undo.ts';
import type { ToastControl } from './undo-toast.tsx';

interface BulkBarProps {
  kind: InboxKind;
  /** The rows on the page. */
  items: readonly { id: string }[];
  selection: Selection;
  /** Takes a row off the table at once, while its delete is on its way. */
  removeLocally: (id: string) => void;
  changed: () => void;
  undo: Undo;
  toast: ToastControl;
}

/**
 * Select all on the page and, with rows ticked, what to do with them at once (POST .../bulk).
 * Delete asks once, naming how many, and can be undone like a single delete.
 */
export function BulkBar({ kind, items, selection, removeLocally, changed, undo, toast }: BulkBarProps) {
  const facts = inboxKinds[kind];
  const runAction = useAdminAction();
  const checkboxId = useId();
  const selectPage = useRef<HTMLInputElement>(null);
  const count = selection.selected.length;
  const wholePage = items.length > 0 && count === items.length;
  useEffect(() => {
    if (selectPage.current) selectPage.current.indeterminate = count > 0 && !wholePage;
  }, [count, wholePage]);

  const run = (action: BulkAction) => {
    const ids = selection.selected;
    const them = countOf(facts, ids.length);
    const deleting = action === 'delete';
    void runAction({
      signInFor: deleting ? facts.signInFor.delete : facts.signInFor.update,
      confirmMessage: deleting ? listTexts.confirmDelete(them) : undefined,
      failure: { verb: deleting ? 'delete' : 'update', object: facts.objects },
      perform: () => api('POST', `${facts.path}/bulk`, { ids, action }),
      beforeRequest: deleting ? () => ids.forEach(removeLocally) : undefined,
      afterRequest: changed,
      onSuccess: selection.clear,
    }).then((done) => {
      if (!done) return;
      if (action === 'read' || action === 'close') toast.show(listTexts.changed[action](them));
      else undo.afterDelete(ids);
    });
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2 admin-bulk-bar" role="group" aria-label={listTexts.selection}>
      <div className="form-check mb-0 me-2">
        <input
          ref={selectPage}
          id={checkboxId}
          type="checkbox"
          className="form-check-input"
          checked={wholePage}
          disabled={items.length === 0}
          onChange={(event) => selection.setPage(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={checkboxId}>
          {listTexts.selectPage}
        </label>
      </div>
      {count > 0 ? (
        <>
          <span className="small text-body-secondary">{listTexts.selected(count)}</span>
          {facts.bulkChanges.map((action) => (
            <button key={action} type="button" className="btn btn-sm btn-outline-secondary" onClick={() => run(action)}>
              {listTexts.bulk[action]}
            </button>
          ))}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => run('delete')}>
            {listTexts.bulk.delete}
          </button>
        </>
      ) : null}
    </div>
  );
}
