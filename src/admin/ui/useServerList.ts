import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListPage } from '../api/client.ts';

export interface ListParams {
  limit: number;
  offset: number;
  q: string;
  /** Ask for the page that holds this row instead (the answer says where it starts). */
  focus?: string;
}

/** Rows per page of every admin table. */
export const PAGE_SIZE = 20;

/** How long a row shown by showRow stays marked. */
export const MARK_MS = 5000;

/** What the table asks the server for next; `focus` is a row to turn to. */
interface Asked {
  query: string;
  offset: number;
  focus: string | null;
  generation: number;
  /** What the loader narrows the list to besides the search (e.g. a status); see useServerList. */
  filter: string;
}

const lastPageOffset = (total: number) => Math.max(0, (Math.ceil(total / PAGE_SIZE) - 1) * PAGE_SIZE);

/**
 * One page of a server-searched, server-paged list. A newer request always wins over an older
 * one still on its way, so fast typing never shows stale rows. `filter` names what `load` narrows
 * the list to besides the search (a status chosen): when it changes, the list starts again at its
 * first page.
 */
export function useServerList<Item extends { id: string }>(load: (params: ListParams) => Promise<ListPage<Item>>, filter = '') {
  const [items, setItems] = useState<Item[]>([]);
  const [total, setTotal] = useState(0);
  // Where the page shown starts: asked for, or chosen by the server for a focused row.
  const [offset, setShownOffset] = useState(0);
  const [asked, setAsked] = useState<Asked>({ query: '', offset: 0, focus: null, generation: 0, filter });
  // An object, so marking the same row again restarts its time.
  const [marked, setMarked] = useState<{ id: string } | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const latestRequest = useRef(0);
  const shownOffset = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const request = ++latestRequest.current;
    const { query, focus } = asked;
    setLoading(true);
    loadRef
      .current({ limit: PAGE_SIZE, offset: asked.offset, q: query, ...(focus ? { focus } : {}) })
      .then((page) => {
        if (request !== latestRequest.current) return;
        // A delete can empty the last page: show the page before it instead.
        if (page.items.length === 0 && asked.offset > 0 && page.total > 0) {
          setAsked((current) => ({ ...current, offset: lastPageOffset(page.total), focus: null }));
          return;
        }
        const holdsFocus = focus !== null && page.items.some((item) => item.id === focus);
        // A row saved outside the current search is looked for in the whole list.
        if (focus !== null && !holdsFocus && query) {
          setAsked((current) => ({ ...current, query: '', offset: 0 }));
          return;
        }
        shownOffset.current = page.offset ?? asked.offset;
        setShownOffset(shownOffset.current);
        setItems(page.items);
        setTotal(page.total);
        setMarked(holdsFocus ? { id: focus } : null);
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
  }, [asked]);

  useEffect(() => {
    setAsked((current) => (current.filter === filter ? current : { ...current, filter, offset: 0, focus: null }));
  }, [filter]);

  useEffect(() => {
    if (!marked) return;
    const timer = setTimeout(() => setMarked(null), MARK_MS);
    return () => clearTimeout(timer);
  }, [marked]);

  const reload = useCallback(
    () => setAsked((current) => ({ ...current, offset: shownOffset.current, focus: null, generation: current.generation + 1 })),
    [],
  );
  const setQuery = useCallback((query: string) => setAsked((current) => ({ ...current, query, offset: 0, focus: null })), []);
  const setOffset = useCallback((next: number) => setAsked((current) => ({ ...current, offset: next, focus: null })), []);
  /** Reloads the list at the page that holds row `id` (after a save), and marks the row there for a while. */
  const showRow = useCallback(
    (id: string) => setAsked((current) => ({ ...current, offset: shownOffset.current, focus: id, generation: current.generation + 1 })),
    [],
  );
  /** Takes a row off the table at once (a delete on its way); a reload brings the truth back. */
  const removeLocally = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
    setTotal((current) => Math.max(0, current - 1));
  }, []);
  /** Shows a changed row at once (e.g. a status or read mark on its way). */
  const replaceLocally = useCallback((id: string, change: (item: Item) => Item) => {
    setItems((current) => current.map((item) => (item.id === id ? change(item) : item)));
  }, []);

  return {
    items,
    total,
    query: asked.query,
    setQuery,
    offset,
    setOffset,
    loading,
    error,
    reload,
    showRow,
    markedId: marked?.id ?? null,
    removeLocally,
    replaceLocally,
  };
}

export type ServerList<Item extends { id: string }> = ReturnType<typeof useServerList<Item>>;
