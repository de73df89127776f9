/**
 * {adminBase}/login (docs/product.md#login): sign-in, the two change-request dialogs and the banners.
 * After sign-in: a pending verification link first, then the page the user came from, then
 * the dashboard.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { messages } from '../../domain/messages.ts';
import { ApiError } from '../api/client.ts';
import { isSafeReturnPath, navigate, useAdminRoutes, useLocation } from '../navigation.tsx';
import { useSession } from '../session.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { bannerFrom, useBanner, withoutBannerParams, type Banner } from './banner.ts';
import { ChangeEmailDialog, ChangePasswordDialog } from './ChangeDialogs.tsx';
import { takePendingVerification } from './pending-verification.ts';

const BANNER_CLASS: Record<Banner['kind'], string> = {
  success: 'alert-success',
  error: 'alert-danger',
  message: 'alert-info',
};

function loginFailureText(error: unknown): string {
  // Too many attempts and an unreachable server are worth saying; every other refusal is
  // the same 'Invalid email or password', so nobody learns which accounts exist.
  if (error instanceof ApiError && (error.status === 429 || error.status === 0)) return error.serverMessage;
  return messages.auth.invalidCredentials;
}

export default function LoginScreen() {
  const location = useLocation();
  const paths = useAdminRoutes();
  const session = useSession();
  const [banner, showBanner] = useBanner(bannerFrom(location.state, location.search));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const [openDialog, setOpenDialog] = useState<'email' | 'password' | null>(null);
  const emailId = useId();
  const passwordId = useId();

  useEffect(() => {
    document.title = 'Admin Login';
    // The banner has been read; a reload should not show it again.
    const clean = withoutBannerParams(window.location.pathname, window.location.search);
    if (window.history.state !== null || clean !== `${window.location.pathname}${window.location.search}`) {
      navigate(clean, { replace: true });
    }
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSigningIn(true);
    try {
      await session.login(email, password);
    } catch (error) {
      setSigningIn(false);
      showBanner({ kind: 'error', text: loginFailureText(error) });
      return;
    }
    const pending = takePendingVerification();
    const next = new URLSearchParams(window.location.search).get('next');
    const isSafe = (target: string | null): target is string => target !== null && isSafeReturnPath(paths.adminBase, target);
    const target = isSafe(pending) ? pending : isSafe(next) ? next : paths.dashboard;
    navigate(target, { replace: true });
  };

  const onRequested = (text: string) => {
    setOpenDialog(null);
    showBanner({ kind: 'success', text });
  };

  return (
    <main className="container py-5" style={{ maxWidth: '30rem' }}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-4">
          <h1 className="h3 mb-4 text-center">Admin Login</h1>
          <div aria-live="polite">
            {banner ? (
              <div className={`alert ${BANNER_CLASS[banner.kind]}`} role={banner.kind === 'error' ? 'alert' : 'status'}>
                {banner.text}
              </div>
            ) : null}
          </div>
          {session.status === 'signed-in' && session.user ? (
            <p className="border rounded bg-light p-2 small">
              You are signed in as {session.user.email}.{' '}
              <a
                href={paths.dashboard}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(paths.dashboard);
                }}
              >
                Go to the dashboard
              </a>
            </p>
          ) : null}
          <form onSubmit={onSubmit}>
            <div className="mb-3">
              <label className="form-label" htmlFor={emailId}>
                Email
              </label>
              <input
                id={emailId}
                type="email"
                className="form-control"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="mb-4">
              <label className="form-label" htmlFor={passwordId}>
                Password
              </label>
              <PasswordInput
                id={passwordId}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <button type="submit" className="btn btn-primary w-100" disabled={signingIn}>
              Log In
            </button>
          </form>
          <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
            <button type="button" className="btn btn-link" onClick={() => setOpenDialog('email')}>
              Change Email
            </button>
            <button type="button" className="btn btn-link" onClick={() => setOpenDialog('password')}>
              Change Password
            </button>
          </div>
        </div>
      </div>
      {openDialog === 'email' ? <ChangeEmailDialog onClose={() => setOpenDialog(null)} onRequested={onRequested} /> : null}
      {openDialog === 'password' ? <ChangePasswordDialog onClose={() => setOpenDialog(null)} onRequested={onRequested} /> : null}
    </main>
  );
}
