import { useCallback, useEffect, useRef, useState } from 'react';
import type { InboxKind } from '../../domain/inbox.ts';
import { fetchRecord, type OpenRecord } from './record-api.ts';

export interface OpenRecordState {
  /** null until the first answer. */
  open: OpenRecord | null;
  /** The last read's failure, cleared by the next read that succeeds. */
  loadError: unknown;
  /** Reads the record again (after a change, or Try again); resolves it, or null on failure. */
  refresh: () => Promise<OpenRecord | null>;
  /** The record as a call answered it, without reading it again. */
  replace: (open: OpenRecord) => void;
}

/** The record with its thread, read when the drawer opens and again whenever asked. */
export function useOpenRecord(kind: InboxKind, id: string): OpenRecordState {
  const [open, setOpen] = useState<OpenRecord | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  // Answers can arrive out of order (a read after a change, Try again): only the latest counts.
  const latestRead = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++latestRead.current;
    try {
      const fresh = await fetchRecord(kind, id);
      if (read === latestRead.current) {
        setOpen(fresh);
        setLoadError(null);
      }
      return fresh;
    } catch (error) {
      if (read === latestRead.current) setLoadError(error);
      return null;
    }
  }, [kind, id]);

  const replace = useCallback((answered: OpenRecord) => {
    latestRead.current++;
    setOpen(answered);
    setLoadError(null);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { open, loadError, refresh, replace };
}
