import { useEffect, useRef, type ComponentType } from 'react';
import { isLanguageCode, type LanguageCode } from '../../domain/languages.ts';
import type { CollectionOf } from '../../domain/collection.ts';
import { apiList } from '../api/client.ts';
import { entityOf, type EntityDialogProps } from '../entities.ts';
import { listTexts } from '../inbox/list-texts.ts';
import { ToastRegion, useToast } from '../inbox/undo-toast.tsx';
import { CollectionFormDialog } from '../forms/CollectionFormDialog.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { useLocation } from '../navigation.tsx';
import { ListPanel } from '../ui/ListPanel.tsx';
import { useServerList, type ServerList } from '../ui/useServerList.ts';
import { MoveButtons, RowActions, RowButton } from './RowActions.tsx';
import { useEditor } from './useEditor.ts';
import { useRemove } from './useRemove.ts';
import { useRestore } from './useRestore.ts';
import { useReorder } from './useReorder.ts';

interface EntityTabProps<Item extends { id: string }> {
  collection: CollectionOf<unknown>;
  /** The columns before 'Actions'; a hook when they read more than the row (the advertisements' carousel). */
  columns: Column<Item>[] | ((list: ServerList<Item>) => Column<Item>[]);
  /** Offers 'Move to top' beside the arrows, where the first rows are what visitors see first. */
  moveToTop?: boolean;
  /** What a row's buttons name: 'Edit Asha Menon', 'Move Asha Menon up'. */
  subject: (item: Item) => string;
  /** The add/edit dialog, when the collection's own form asks more than its definition. */
  Dialog?: ComponentType<EntityDialogProps<Item>>;
}

/**
 * A management tab: the server-paged table with Edit, Delete (with its Undo) and ordering, and the add/edit
 * dialog. An address with `&edit={id}` (the Translations view's links, with `&lang=` and
 * `&field=`) turns to that row and opens its dialog in that language at that field.
 */
export function EntityTab<Item extends { id: string }>({ collection, columns, subject, Dialog, moveToTop }: EntityTabProps<Item>) {
  const entity = entityOf(collection);
  const { path, object, itemsName } = entity;
  const list = useServerList<Item>((params) => apiList<Item>(path, params));
  // Either always a hook or never: a tab passes one kind of columns for its whole life.
  const shownColumns = typeof columns === 'function' ? columns(list) : columns;
  const reorder = useReorder({ path, list, signInFor: `reorder ${itemsName}`, object: `the order of ${itemsName}` });
  const toast = useToast();
  const restore = useRestore({ path, signInFor: `bring back ${itemsName}`, object, objects: itemsName, toast, changed: list.reload });
  const remove = useRemove({
    path,
    list,
    object,
    signInFor: `delete ${itemsName}`,
    successMessage: entity.messages.deleted,
    nameOf: subject,
    onRemoved: (item) => toast.show(listTexts.deletedNamed(subject(item)), [{ label: listTexts.undo, run: () => restore([item.id]) }]),
  });
  const editor = useEditor<Item>({ add: `add ${itemsName}`, update: `update ${itemsName}` });
  const asked = new URLSearchParams(useLocation().search);
  const editId = asked.get('edit');
  const lang = asked.get('lang');
  const opening = useRef<{ language: LanguageCode; field: string | null } | null>(null);
  const { showRow } = list;
  useEffect(() => {
    if (editId) showRow(editId);
  }, [editId, showRow]);
  const linked = editId ? list.items.find((item) => item.id === editId) : undefined;
  useEffect(() => {
    if (!linked || opening.current) return;
    opening.current = { language: isLanguageCode(lang) ? lang : 'en', field: asked.get('field') };
    void editor.open(linked);
    // Opened once per address: closing the dialog leaves it closed.
  }, [linked]);
  const at = editor.editing?.item && editor.editing.item === linked ? (opening.current ?? undefined) : undefined;

  const actions: Column<Item> = {
    header: 'Actions',
    cell: (item) => (
      <RowActions>
        <RowButton label="Edit" subject={subject(item)} variant="primary" onClick={() => void editor.open(item)} />
        <RowButton label="Delete" subject={subject(item)} variant="danger" onClick={() => remove(item)} />
        {reorder.canReorder ? (
          <MoveButtons
            subject={subject(item)}
            onMove={(direction) => void reorder.move(item, direction)}
            isFirst={reorder.isFirst(item)}
            isLast={reorder.isLast(item)}
          />
        ) : null}
        {reorder.canReorder && moveToTop ? (
          <RowButton label="Move to top" subject={subject(item)} onClick={() => void reorder.moveToTop(item)} disabled={reorder.isFirst(item)} />
        ) : null}
      </RowActions>
    ),
  };

  return (
    <>
      <ListPanel
        title={entity.title}
        itemsName={itemsName}
        list={list}
        columns={[...shownColumns, actions]}
        onRowDrop={reorder.canReorder ? (item, target) => void reorder.place(item, target) : undefined}
        describe={subject}
        beforeTable={<ToastRegion control={toast} />}
        hint={reorder.canReorder ? `The public pages show ${itemsName} in this order: drag a row onto another, or use its arrows, to change it.` : undefined}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => void editor.open(null)}>
            {`Add ${entity.noun}`}
          </button>
        }
      />
      {editor.editing ? (
        Dialog ? (
          <Dialog item={editor.editing.item} list={list} onClose={editor.close} onSaved={(saved) => list.showRow(saved.id)} at={at} />
        ) : (
          <CollectionFormDialog
            collection={collection}
            item={editor.editing.item}
            list={list}
            onClose={editor.close}
            onSaved={(saved) => list.showRow(saved.id)}
            at={at}
          />
        )
      ) : null}
    </>
  );
}
