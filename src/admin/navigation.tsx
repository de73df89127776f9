/**
 * Client-side navigation of the admin app without a router library: the few admin routes are
 * matched here, history.pushState moves between them, and navigation state (the login banners
 * of docs/product.md#admin-area) travels in history.state.
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { adminPaths, routes } from '../domain/routes.ts';

export interface AdminLocation {
  pathname: string;
  search: string;
  state: unknown;
}

const LOCATION_CHANGE = 'admin:locationchange';

function subscribe(onChange: () => void): () => void {
  listenForLeavingByHistory();
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE, onChange);
  };
}

// useSyncExternalStore needs the same object while nothing changed.
let lastLocation: AdminLocation | null = null;
function snapshot(): AdminLocation {
  const { pathname, search } = window.location;
  const state: unknown = window.history.state;
  if (!lastLocation || lastLocation.pathname !== pathname || lastLocation.search !== search || lastLocation.state !== state) {
    lastLocation = { pathname, search, state };
  }
  return lastLocation;
}

export function useLocation(): AdminLocation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

// Set when navigate() opens another screen; the new screen's heading then takes the focus.
let headingFocusPending = false;

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

function go(to: string, options: NavigateOptions): void {
  if (new URL(to, window.location.href).pathname !== window.location.pathname) headingFocusPending = true;
  if (options.replace) window.history.replaceState(options.state ?? null, '', to);
  else window.history.pushState(options.state ?? null, '', to);
  window.dispatchEvent(new Event(LOCATION_CHANGE));
  if (!options.replace) window.scrollTo(0, 0);
}

/** Asked before the app leaves the screen that set it (unsaved changes); resolves whether to go. */
type LeaveCheck = () => Promise<boolean>;

/** The screen's question, and its address to put back while a back/forward move waits for the answer. */
let leaveGuard: { check: LeaveCheck; href: string; state: unknown } | null = null;

/** Opens another screen or tab; while a screen holds unsaved changes, only once the user agrees. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  // A replace only tidies the address of the screen already shown.
  const guard = options.replace ? null : leaveGuard;
  if (!guard) {
    go(to, options);
    return;
  }
  void guard.check().then((leave) => {
    if (leave) go(to, options);
  });
}

let listeningForHistory = false;

/**
 * Back and forward cannot be cancelled, only undone: the address is put back and the move made
 * once the user agrees. Listeners of one event run in the order they were added, so this one is
 * added before the location store's and keeps the store from ever hearing of a refused move.
 */
function listenForLeavingByHistory(): void {
  if (listeningForHistory) return;
  listeningForHistory = true;
  window.addEventListener('popstate', (event) => {
    const guard = leaveGuard;
    if (!guard) return;
    event.stopImmediatePropagation();
    const target = { href: window.location.href, state: window.history.state as unknown };
    window.history.pushState(guard.state, '', guard.href);
    void guard.check().then((leave) => {
      if (leave) go(target.href, { state: target.state });
    });
  });
}

/**
 * While `active`, leaving asks `confirmLeave` first: the app's own navigation, the browser's back
 * and forward buttons, and (the browser's own question) closing or reloading the page.
 */
export function useLeaveGuard(active: boolean, confirmLeave: LeaveCheck): void {
  useEffect(() => {
    if (!active) return;
    const guard = { check: confirmLeave, href: window.location.href, state: window.history.state as unknown };
    leaveGuard = guard;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if (leaveGuard === guard) leaveGuard = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, confirmLeave]);
}

/**
 * After the app itself opened another screen, moves the focus to that screen's main heading,
 * as a page load would put a screen reader at the top: otherwise focus stays on a button that
 * no longer exists. Screens load lazily and some fetch first, so it waits up to ~2 s for one.
 */
export function useFocusHeadingAfterNavigation(pathname: string): void {
  useEffect(() => {
    if (!headingFocusPending) return;
    headingFocusPending = false;
    let frames = 0;
    let handle = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (++frames < 120) {
        handle = window.requestAnimationFrame(focusHeading);
      }
    };
    handle = window.requestAnimationFrame(focusHeading);
    return () => window.cancelAnimationFrame(handle);
  }, [pathname]);
}

/** Every admin-app path, built from the hidden admin base. */
export function adminRoutes(adminBase: string) {
  return {
    adminBase,
    dashboard: adminBase + adminPaths.dashboard,
    login: adminBase + adminPaths.login,
    verifyEmail: adminBase + adminPaths.verifyEmail,
    verifyPassword: adminBase + adminPaths.verifyPassword,
    acceptInvite: adminBase + adminPaths.acceptInvite,
    staffPanel: routes.staffPanel,
    staffPanelDetail: routes.staffPanelDetail,
    /** The login page that returns to `next` after sign-in. */
    loginReturningTo: (next: string) => `${adminBase}${adminPaths.login}?next=${encodeURIComponent(next)}`,
  };
}
export type AdminRoutes = ReturnType<typeof adminRoutes>;

export type AdminScreen =
  | { name: 'login' }
  | { name: 'verify' }
  | { name: 'accept-invite' }
  | { name: 'dashboard' }
  | { name: 'staff-panel' }
  | { name: 'staff-detail'; id: string }
  | { name: 'not-found' };

export function matchScreen(adminBase: string, pathname: string): AdminScreen {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const paths = adminRoutes(adminBase);
  if (path === paths.dashboard) return { name: 'dashboard' };
  if (path === paths.login) return { name: 'login' };
  // The link's own `type` parameter says which change it confirms; both paths show one screen.
  if (path === paths.verifyEmail || path === paths.verifyPassword) return { name: 'verify' };
  if (path === paths.acceptInvite) return { name: 'accept-invite' };
  if (path === routes.staffPanel) return { name: 'staff-panel' };
  const detail = /^\/staff-panel\/([^/]+)$/.exec(path);
  if (detail) return { name: 'staff-detail', id: decodeURIComponent(detail[1]!) };
  return { name: 'not-found' };
}

/**
 * Where sign-in may send the user back to: only a page of the admin app itself, so a crafted
 * `next` cannot turn the login into an open redirect.
 */
export function isSafeReturnPath(adminBase: string, target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return false;
  const pathname = target.split(/[?#]/)[0] ?? '';
  const screen = matchScreen(adminBase, pathname);
  return screen.name === 'dashboard' || screen.name === 'staff-panel' || screen.name === 'staff-detail'
    || screen.name === 'verify';
}

const AdminBaseContext = createContext<string | null>(null);

export function AdminBaseProvider({ adminBase, children }: { adminBase: string; children: ReactNode }) {
  return <AdminBaseContext.Provider value={adminBase}>{children}</AdminBaseContext.Provider>;
}

/** The admin app's paths; the hidden base comes from the server with the page. */
export function useAdminRoutes(): AdminRoutes {
  const adminBase = useContext(AdminBaseContext);
  if (adminBase === null) throw new Error('useAdminRoutes() needs an <AdminBaseProvider> above it.');
  return adminRoutes(adminBase);
}
