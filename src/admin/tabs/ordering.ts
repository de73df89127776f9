/**
 * The full order after moving one item a place up (-1) or down (+1); null when it cannot move.
 * The order API takes every id, so a move on page 2 still lands in the right place overall.
 */
export function movedOrder(ids: readonly string[], id: string, direction: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
