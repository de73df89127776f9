import { limits } from '../../domain/limits.ts';
import { api, apiList } from '../api/client.ts';
import type { ServerList } from '../ui/useServerList.ts';
import { movedOrder, placedOrder } from './ordering.ts';
import { useAdminAction } from './useAdminAction.ts';

/** Pages as large as the server allows while collecting the full order. */
const ORDER_PAGE = limits.listPage.maxLimit;

/** Every item of an ordered list, in its order, read a server page at a time. */
export async function allInOrder<Item extends { id: string }>(path: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let offset = 0; ; offset += ORDER_PAGE) {
    const page = await apiList<Item>(path, { limit: ORDER_PAGE, offset, q: '' });
    items.push(...page.items);
    if (page.items.length < ORDER_PAGE || items.length >= page.total) return items;
  }
}

const allIdsInOrder = async (path: string) => (await allInOrder(path)).map((item) => item.id);

/**
 * Moves an item in the order the public pages follow, a place up or down by its buttons or onto
 * another row by dragging: reads the full order, moves the item and sends the whole order
 * (PUT {path}/order).
 */
export function useReorder<Item extends { id: string }>(options: {
  path: string;
  list: ServerList<Item>;
  /** 'reorder team members' */
  signInFor: string;
  /** 'the order of team members': the failure verbs of docs/product.md#messages have no 'reorder', so it reads 'Failed to save the order of ...'. */
  object: string;
}) {
  const runAction = useAdminAction();
  const { path, list, signInFor, object } = options;
  /** Order only means something over the whole list, not over search results. */
  const canReorder = list.query === '';

  async function reorder(newOrder: (ids: string[]) => string[] | null) {
    await runAction({
      signInFor,
      failure: { verb: 'save', object },
      perform: async () => {
        const order = newOrder(await allIdsInOrder(path));
        if (order) await api('PUT', `${path}/order`, { ids: order });
      },
      afterRequest: list.reload,
    });
  }

  /** The Move up / Move down buttons. */
  const move = (item: Item, direction: -1 | 1) => reorder((ids) => movedOrder(ids, item.id, direction));
  /** Move to top: the item first, the rest after it as they were (the order API places the ids it is given first). */
  const moveToTop = (item: Item) => reorder((ids) => (ids[0] === item.id ? null : [item.id]));
  /** A row dragged onto another takes its place. */
  const place = (item: Item, target: Item) => reorder((ids) => placedOrder(ids, item.id, target.id));

  /** Whether the item is first or last overall (its button would do nothing). */
  const position = (item: Item) => list.offset + list.items.indexOf(item);
  const isFirst = (item: Item) => position(item) === 0;
  const isLast = (item: Item) => position(item) === list.total - 1;

  return { canReorder, move, moveToTop, place, isFirst, isLast };
}
