import { useState, type DragEvent } from 'react';

/**
 * Drag-and-drop of whole items (table rows, list entries): an item dropped onto another is
 * handed over with it. The keyboard way to do the same is the caller's (Move up / Move down).
 * Without `onDrop` nothing can be dragged.
 */
export function useDragToPlace<Item>(items: readonly Item[], keyOf: (item: Item) => string, onDrop: ((dragged: Item, target: Item) => void) | undefined) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  if (!onDrop) return { itemProps: () => ({}), itemState: () => '' };
  const itemProps = (item: Item) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', keyOf(item));
      setDragged(keyOf(item));
    },
    onDragOver: (event: DragEvent) => {
      // Only our own items: a file dragged in from the desktop still reaches its file field.
      if (dragged === null) return;
      event.preventDefault();
      setOver(keyOf(item));
    },
    onDrop: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      const from = items.find((each) => keyOf(each) === dragged);
      end();
      if (from !== undefined && from !== item) onDrop(from, item);
    },
    onDragEnd: end,
  });
  const itemState = (item: Item) => (keyOf(item) === dragged ? 'admin-row-dragged' : keyOf(item) === over ? 'admin-row-drop-target' : '');
  return { itemProps, itemState };
}
