import { useEffect, useState } from 'react';
import type { InboxKind, StatusCounts } from '../../domain/inbox.ts';
import { api } from '../api/client.ts';
import { inboxKinds } from './list-kinds.ts';
import type { StatusOf } from './list-status.ts';

/**
 * How many records of each status match the search (GET .../counts?q=), asked again each time
 * the list has loaded: after a filter, a search, a page or any change made from the list. Null
 * while unknown or when the server could not say; the filter then shows no numbers.
 */
export function useStatusCounts<Kind extends InboxKind>(kind: Kind, query: string, listLoading: boolean): StatusCounts<StatusOf<Kind>> | null {
  const [counts, setCounts] = useState<StatusCounts<StatusOf<Kind>> | null>(null);
  useEffect(() => {
    if (listLoading) return;
    let current = true;
    const search = query ? `?q=${encodeURIComponent(query)}` : '';
    api<StatusCounts<StatusOf<Kind>>>('GET', `${inboxKinds[kind].path}/counts${search}`).then(
      (loaded) => current && setCounts(loaded),
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [kind, query, listLoading]);
  return counts;
}
