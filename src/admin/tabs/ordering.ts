/**
 * The full order after moving one item. The order API takes every id, so a move on page 2
 * still lands in the right place overall. null when the move changes nothing.
 */

/** `id` takes the place of `targetId`; the items between shift by one towards where it was. */
export function placedOrder(ids: readonly string[], id: string, targetId: string): string[] | null {
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return null;
  const order = ids.filter((each) => each !== id);
  order.splice(to, 0, id);
  return order;
}

/** One place up (-1) or down (+1). */
export function movedOrder(ids: readonly string[], id: string, direction: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const neighbour = from < 0 ? undefined : ids[from + direction];
  return neighbour === undefined ? null : placedOrder(ids, id, neighbour);
}
