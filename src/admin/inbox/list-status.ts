/**
 * A list's status filter lives in the address (?tab=contacts&status=New), so the dashboard links
 * straight to the new enquiries and the applications waiting, and reload keeps the filter.
 */
import { INBOX_STATUSES, isInboxStatus, type InboxKind } from '../../domain/inbox-statuses.ts';
import { tabHref } from '../dashboard/tab-ids.ts';
import { navigate, useAdminRoutes, useLocation } from '../navigation.tsx';
import { inboxKinds } from './list-kinds.ts';

export type StatusOf<Kind extends InboxKind> = (typeof INBOX_STATUSES)[Kind][number];

/** The list of this kind, showing one status, or all without one. */
export function inboxListHref<Kind extends InboxKind>(dashboard: string, kind: Kind, status?: StatusOf<Kind> | null): string {
  const list = tabHref(dashboard, inboxKinds[kind].tab);
  return status ? `${list}&status=${encodeURIComponent(status)}` : list;
}

/** The status the address asks for (null: all), and the way to choose another. */
export function useStatusFilter<Kind extends InboxKind>(kind: Kind): { status: StatusOf<Kind> | null; choose: (status: StatusOf<Kind> | null) => void } {
  const { search } = useLocation();
  const { dashboard } = useAdminRoutes();
  const requested = new URLSearchParams(search).get('status');
  const status = isInboxStatus(kind, requested) ? (requested as StatusOf<Kind>) : null;
  // Replace, not push: Back leaves the list rather than stepping through every filter tried.
  const choose = (next: StatusOf<Kind> | null) => navigate(inboxListHref(dashboard, kind, next), { replace: true });
  return { status, choose };
}
