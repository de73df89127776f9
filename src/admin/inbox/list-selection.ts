import { useCallback, useMemo, useState } from 'react';

/**
 * The rows ticked on the page shown. Only rows still on the page count: a row that left it (a
 * page turned, a filter chosen, a row deleted) is no longer chosen.
 */
export function useSelection(items: readonly { id: string }[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => items.map((item) => item.id).filter((id) => ticked.has(id)), [items, ticked]);
  const toggle = useCallback((id: string, on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setPage = useCallback((on: boolean) => setTicked(on ? new Set(items.map((item) => item.id)) : new Set()), [items]);
  const clear = useCallback(() => setTicked(new Set()), []);
  return { selected, isSelected: (id: string) => ticked.has(id), toggle, setPage, clear };
}

export type Selection = ReturnType<typeof useSelection>;
