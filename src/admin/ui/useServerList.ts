import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListPage } from '../api/client.ts';

export interface ListParams {
  limit: number;
  offset: number;
  q: string;
}

/** Rows per page of every admin table. */
export const PAGE_SIZE = 20;

/**
 * One page of a server-searched, server-paged list. A newer request always wins over an older
 * one still on its way, so fast typing never shows stale rows.
 */
export function useServerList<Item extends { id: string }>(load: (params: ListParams) => Promise<ListPage<Item>>) {
  const [items, setItems] = useState<Item[]>([]);
  const [total, setTotal] = useState(0);
  const [query, setQueryState] = useState('');
  const [offset, setOffset] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const latestRequest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const request = ++latestRequest.current;
    setLoading(true);
    loadRef
      .current({ limit: PAGE_SIZE, offset, q: query })
      .then((page) => {
        if (request !== latestRequest.current) return;
        // A delete can empty the last page: show the page before it instead.
        if (page.items.length === 0 && offset > 0 && page.total > 0) {
          setOffset(Math.max(0, (Math.ceil(page.total / PAGE_SIZE) - 1) * PAGE_SIZE));
          return;
        }
        setItems(page.items);
        setTotal(page.total);
        setError(null);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (request !== latestRequest.current) return;
        setItems([]);
        setTotal(0);
        setError(failure);
        setLoading(false);
      });
  }, [query, offset, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    setOffset(0);
  }, []);
  /** Takes a row off the table at once (a delete on its way); a reload brings the truth back. */
  const removeLocally = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
    setTotal((current) => Math.max(0, current - 1));
  }, []);
  /** Shows a changed row at once (e.g. a status or read mark on its way). */
  const replaceLocally = useCallback((id: string, change: (item: Item) => Item) => {
    setItems((current) => current.map((item) => (item.id === id ? change(item) : item)));
  }, []);

  return { items, total, query, setQuery, offset, setOffset, loading, error, reload, removeLocally, replaceLocally };
}

export type ServerList<Item extends { id: string }> = ReturnType<typeof useServerList<Item>>;
