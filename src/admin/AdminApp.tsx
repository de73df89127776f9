/**
 * The admin app's entry: the providers and the screen for the current path. Every screen is
 * its own chunk, so an anonymous visitor on the login page downloads the login screen and
 * nothing of the dashboard or the staff panel.
 */
import 'bootstrap/dist/css/bootstrap.min.css';
import './admin.css';
import { Suspense, useEffect, type ReactNode } from 'react';
import type { AccountUser } from '../domain/account.ts';
import {
  AdminBaseProvider,
  matchScreen,
  navigate,
  useAdminRoutes,
  useFocusHeadingAfterNavigation,
  useLocation,
} from './navigation.tsx';
import { SessionProvider, useSession } from './session.tsx';
import { ChunkErrorBoundary } from './ui/ChunkErrorBoundary.tsx';
import { DialogsProvider } from './ui/dialogs.tsx';
import { lazyChunk } from './ui/lazy-chunk.ts';
import { showTimesIn } from './ui/format.ts';
import { Spinner } from './ui/Spinner.tsx';

const LoginScreen = lazyChunk('login', () => import('./login/LoginScreen.tsx'));
const VerifyScreen = lazyChunk('verify', () => import('./login/VerifyScreen.tsx'));
const AcceptInviteScreen = lazyChunk('accept-invite', () => import('./login/AcceptInviteScreen.tsx'));
const DashboardScreen = lazyChunk('dashboard', () => import('./dashboard/DashboardScreen.tsx'));
const StaffPanelScreen = lazyChunk('staff-panel', () => import('./staff-panel/StaffPanelScreen.tsx'));
const StaffPanelDetailScreen = lazyChunk('staff-panel-detail', () => import('./staff-panel/StaffPanelDetailScreen.tsx'));

export interface AdminAppProps {
  adminBase: string;
  /** The session as the server saw it when rendering the page; null when anonymous. */
  initialUser: AccountUser | null;
  /** The company's time zone as published when the page was rendered: every time on screen is in it. */
  timeZone: string;
}

export default function AdminApp({ adminBase, initialUser, timeZone }: AdminAppProps) {
  // Before any screen renders a time (an effect would come after the first paint); the same zone is set once.
  showTimesIn(timeZone);
  return (
    <AdminBaseProvider adminBase={adminBase}>
      <DialogsProvider>
        <SessionProvider initialUser={initialUser ?? null}>
          <ChunkErrorBoundary>
            <Suspense fallback={<Spinner />}>
              <CurrentScreen adminBase={adminBase} />
            </Suspense>
          </ChunkErrorBoundary>
        </SessionProvider>
      </DialogsProvider>
    </AdminBaseProvider>
  );
}

function CurrentScreen({ adminBase }: { adminBase: string }) {
  const { pathname } = useLocation();
  useFocusHeadingAfterNavigation(pathname);
  const screen = matchScreen(adminBase, pathname);
  switch (screen.name) {
    case 'login':
      return <LoginScreen />;
    case 'verify':
      return <VerifyScreen />;
    case 'accept-invite':
      return <AcceptInviteScreen />;
    case 'dashboard':
      return <SignedInOnly><DashboardScreen /></SignedInOnly>;
    case 'staff-panel':
      return <SignedInOnly><StaffPanelScreen /></SignedInOnly>;
    case 'staff-detail':
      return <SignedInOnly><StaffPanelDetailScreen id={screen.id} /></SignedInOnly>;
    case 'not-found':
      return <NotFound />;
  }
}

/**
 * The browser's half of the server's guard: a session that ends while the app is open sends
 * the user to the login page, which brings them back here afterwards.
 */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const paths = useAdminRoutes();
  useEffect(() => {
    if (status === 'signed-out') {
      navigate(paths.loginReturningTo(`${window.location.pathname}${window.location.search}`), { replace: true });
    }
  }, [status, paths]);
  if (status !== 'signed-in') return <Spinner />;
  return children;
}

function NotFound() {
  return (
    <main className="container py-5">
      <h1 className="h3">Not found</h1>
    </main>
  );
}
