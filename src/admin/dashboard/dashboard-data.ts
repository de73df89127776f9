/**
 * GET /api/dashboard, kept for the whole dashboard: the sidebar's counts of waiting work and the
 * Dashboard tab read the same answer. It is asked again when a tab opens and after every inbox
 * action (refreshDashboard), so the counts follow what staff just did.
 */
import { useSyncExternalStore } from 'react';
import type { DashboardAnswer } from '../../domain/dashboard.ts';
import { api } from '../api/client.ts';

interface DashboardState {
  answer: DashboardAnswer | null;
  /** The last request's failure; the answer before it stays shown. */
  error: unknown;
}

let state: DashboardState = { answer: null, error: null };
let latestRequest = 0;
const listeners = new Set<() => void>();

function publish(next: DashboardState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server again; an older answer still on its way is dropped when it comes. */
export function refreshDashboard(): void {
  const request = ++latestRequest;
  api<DashboardAnswer>('GET', '/dashboard').then(
    (answer) => request === latestRequest && publish({ answer, error: null }),
    (error: unknown) => request === latestRequest && publish({ answer: state.answer, error }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDashboardData(): DashboardState {
  return useSyncExternalStore(subscribe, () => state);
}
