/**
 * {adminBase}/verify-email and /verify-password (SPEC section 2): reads token, userId and type
 * from the link, shows 'Verifying Change...', asks the server, then opens the login page with
 * the outcome as its banner.
 */
import { useEffect, useRef } from 'react';
import { VERIFICATION_TYPES, type VerificationType } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { api, ApiError } from '../api/client.ts';
import { navigate, useAdminRoutes } from '../navigation.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { BannerState } from './banner.ts';
import { clearPendingVerification, savePendingVerification } from './pending-verification.ts';

interface VerificationLink {
  token: string;
  userId: string;
  type: VerificationType;
}

function readLink(search: string): VerificationLink | null {
  const query = new URLSearchParams(search);
  const token = query.get('token')?.trim();
  const userId = query.get('userId')?.trim();
  const type = query.get('type')?.trim();
  if (!token || !userId || !type || !(VERIFICATION_TYPES as readonly string[]).includes(type)) return null;
  return { token, userId, type: type as VerificationType };
}

/** The server gave a definite answer (not a lost connection or an outage worth retrying). */
function isFinalAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export default function VerifyScreen() {
  const paths = useAdminRoutes();
  const started = useRef(false);

  useEffect(() => {
    document.title = messages.verification.verifying;
    // The token is single-use: one request per page view, whatever React does with effects.
    if (started.current) return;
    started.current = true;
    const toLogin = (banner: BannerState) => navigate(paths.login, { replace: true, state: banner });

    const link = readLink(window.location.search);
    if (!link) {
      toLogin({ error: messages.verification.invalidLink });
      return;
    }
    const here = `${window.location.pathname}${window.location.search}`;
    savePendingVerification(here);
    api<{ message?: string }>('POST', '/verify-change', link).then(
      (answer) => {
        clearPendingVerification();
        const fallback = link.type === 'email' ? messages.verification.emailChanged : messages.verification.passwordChanged;
        toLogin({ success: answer?.message || fallback });
      },
      (error: unknown) => {
        // A lost connection keeps the link pending, so the next sign-in in this tab resumes it.
        if (isFinalAnswer(error)) clearPendingVerification();
        const text = error instanceof ApiError && error.serverMessage !== messages.admin.unknownError ? error.serverMessage : '';
        toLogin({ error: text || messages.verification.failed });
      },
    );
  }, [paths]);

  return (
    <main className="container py-5 text-center" style={{ maxWidth: '30rem' }}>
      <h1 className="h4 mb-3">{messages.verification.verifying}</h1>
      <Spinner label={messages.verification.verifying} />
    </main>
  );
}
