/**
 * Everything an inbox list holds beside its columns: the page of records for the status in the
 * address, the counts per status, the rows ticked, the notice with its undo and the record open
 * (from a row, or from the address).
 */
import { useCallback, useEffect, useState } from 'react';
import type { InboxKind } from '../../domain/inbox.ts';
import { apiList } from '../api/client.ts';
import { refreshDashboard } from '../dashboard/dashboard-data.ts';
import { useLocation } from '../navigation.tsx';
import { useServerList } from '../ui/useServerList.ts';
import { useStatusCounts } from './list-counts.ts';
import { inboxKinds, type InboxRecordOf } from './list-kinds.ts';
import { useSelection } from './list-selection.ts';
import { useStatusFilter } from './list-status.ts';
import { useUndo } from './undo.ts';
import { useToast } from './undo-toast.tsx';

export function useInboxList<Kind extends InboxKind>(kind: Kind) {
  const facts = inboxKinds[kind];
  const { status, choose } = useStatusFilter(kind);
  const serverList = useServerList<InboxRecordOf<Kind>>(
    (params) => apiList<InboxRecordOf<Kind>>(status ? `${facts.path}?status=${encodeURIComponent(status)}` : facts.path, params),
    status ?? '',
  );
  const { reload } = serverList;
  const changed = useCallback(() => {
    reload();
    refreshDashboard();
  }, [reload]);
  // Every reload after a change made here also brings the sidebar's counts up to date.
  const list = { ...serverList, reload: changed };
  const counts = useStatusCounts(kind, list.query, list.loading);
  const selection = useSelection(list.items);
  const toast = useToast();
  const undo = useUndo(kind, { toast, changed });
  // An address with `&open={id}` (Activity's links) opens that record over its list.
  const asked = new URLSearchParams(useLocation().search).get('open');
  const [openId, setOpenId] = useState<string | null>(asked);
  useEffect(() => {
    if (asked) setOpenId(asked);
  }, [asked]);
  const close = useCallback(() => setOpenId(null), []);
  return {
    kind,
    facts,
    list,
    status,
    chooseStatus: choose,
    counts,
    selection,
    toast,
    undo,
    changed,
    record: { openId, open: setOpenId, close },
  };
}

export type InboxList<Kind extends InboxKind> = ReturnType<typeof useInboxList<Kind>>;
