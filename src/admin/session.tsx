/**
 * Who is signed in, as the browser knows it. The session itself is the server's HttpOnly
 * cookie; this only mirrors it for the screens and re-checks it before every admin action
 * (docs/product.md#access: 'Authentication Error' / 'Please log in to ...').
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AccountUser } from '../domain/account.ts';
import { messages } from '../domain/messages.ts';
import { api, ApiError } from './api/client.ts';
import { useDialogs } from './ui/dialogs.tsx';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  user: AccountUser | null;
  /**
   * Re-checks the session with the server. When it has ended, shows 'Authentication Error'
   * with 'Please log in to {action}.' and resolves false; the signed-out screen then sends the
   * user to the login page, which returns here after sign-in.
   */
  ensureSignedIn(action: string): Promise<boolean>;
  /** Signs in; resolves the user or rejects with the ApiError of the login call. */
  login(email: string, password: string): Promise<AccountUser>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The signed-in user according to the server, or null; network failures are thrown. */
async function fetchCurrentUser(): Promise<AccountUser | null> {
  try {
    return (await api<{ user: AccountUser }>('GET', '/auth/me')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function SessionProvider({ initialUser, children }: { initialUser?: AccountUser | null; children: ReactNode }) {
  // The server renders the page knowing the session, so the first paint needs no round trip.
  const [user, setUser] = useState<AccountUser | null>(initialUser ?? null);
  const [status, setStatus] = useState<SessionStatus>(initialUser === undefined ? 'loading' : initialUser ? 'signed-in' : 'signed-out');
  const dialogs = useDialogs();

  const apply = useCallback((next: AccountUser | null) => {
    setUser(next);
    setStatus(next ? 'signed-in' : 'signed-out');
  }, []);

  useEffect(() => {
    if (initialUser !== undefined) return;
    fetchCurrentUser().then(apply, () => apply(null));
  }, [initialUser, apply]);

  const ensureSignedIn = useCallback(
    async (action: string) => {
      let current: AccountUser | null;
      try {
        current = await fetchCurrentUser();
      } catch {
        // The server could not be reached: the action itself will report that failure.
        return true;
      }
      if (current) {
        apply(current);
        return true;
      }
      await dialogs.showMessage(messages.auth.authErrorTitle, messages.auth.pleaseLogIn(action));
      apply(null);
      return false;
    },
    [apply, dialogs],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const { user: signedIn } = await api<{ token: string; user: AccountUser }>('POST', '/auth/login', { email, password });
      apply(signedIn);
      return signedIn;
    },
    [apply],
  );

  const logout = useCallback(async () => {
    try {
      await api('POST', '/auth/logout');
    } finally {
      apply(null);
    }
  }, [apply]);

  const session = useMemo<Session>(
    () => ({ status, user, ensureSignedIn, login, logout }),
    [status, user, ensureSignedIn, login, logout],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
