/**
 * {adminBase}/verify-email and /verify-password (docs/product.md#verification): reads token, userId
 * and type from the link, shows 'Verifying Change...', asks the server, then opens the login page
 * with the outcome as its banner. Opened in a browser that did not ask for the change, it asks for
 * the new value first (the server answers 403 until the typed value matches).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { VERIFICATION_TYPES, type VerificationType } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { api, ApiError } from '../api/client.ts';
import { navigate, useAdminRoutes } from '../navigation.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
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

/** 403: this browser did not ask for the change; the person may apply it by typing the new value. */
const needsTypedValue = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 403;

export default function VerifyScreen() {
  const paths = useAdminRoutes();
  const started = useRef(false);
  const [link] = useState(() => readLink(window.location.search));
  // Set when the server asks for the typed value: its words, shown above the field.
  const [prompt, setPrompt] = useState<{ text: string; isMismatch: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = useCallback(
    (typed?: string) => {
      if (!link) return;
      const toLogin = (banner: BannerState) => navigate(paths.login, { replace: true, state: banner });
      savePendingVerification(`${window.location.pathname}${window.location.search}`);
      setSending(true);
      api<{ message?: string }>('POST', '/verify-change', typed === undefined ? link : { ...link, confirmation: typed }).then(
        (answer) => {
          clearPendingVerification();
          const fallback = link.type === 'email' ? messages.verification.emailChanged : messages.verification.passwordChanged;
          toLogin({ success: answer?.message || fallback });
        },
        (error: unknown) => {
          setSending(false);
          if (needsTypedValue(error)) {
            clearPendingVerification();
            setPrompt({ text: error.serverMessage, isMismatch: typed !== undefined });
            return;
          }
          // A lost connection keeps the link pending, so the next sign-in in this tab resumes it.
          if (isFinalAnswer(error)) clearPendingVerification();
          const text = error instanceof ApiError && error.serverMessage !== messages.admin.unknownError ? error.serverMessage : '';
          toLogin({ error: text || messages.verification.failed });
        },
      );
    },
    [link, paths],
  );

  useEffect(() => {
    document.title = messages.verification.verifying;
    // The token is single-use: one request per page view, whatever React does with effects.
    if (started.current) return;
    started.current = true;
    if (!link) navigate(paths.login, { replace: true, state: { error: messages.verification.invalidLink } });
    else confirm();
  }, [confirm, link, paths]);

  if (!prompt || !link) {
    return (
      <main className="container py-5 text-center" style={{ maxWidth: '30rem' }}>
        <h1 className="h4 mb-3">{messages.verification.verifying}</h1>
        <Spinner label={messages.verification.verifying} />
      </main>
    );
  }
  return <TypedConfirmation type={link.type} prompt={prompt} sending={sending} onConfirm={confirm} />;
}

interface TypedConfirmationProps {
  type: VerificationType;
  prompt: { text: string; isMismatch: boolean };
  sending: boolean;
  onConfirm(typed: string): void;
}

/** Asks for the new password or address the person chose; only a match applies the change. */
function TypedConfirmation({ type, prompt, sending, onConfirm }: TypedConfirmationProps) {
  const fieldId = useId();
  const promptId = `${fieldId}-prompt`;
  const promptRef = useRef<HTMLDivElement>(null);
  useEffect(() => promptRef.current?.focus(), [prompt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form itself: whatever is in the field is what gets sent.
    const typed = String(new FormData(event.currentTarget).get('confirmation') ?? '');
    if (typed) onConfirm(typed);
  };
  const field = {
    id: fieldId,
    name: 'confirmation',
    required: true,
    'aria-describedby': promptId,
    autoComplete: type === 'password' ? 'new-password' : 'email',
  };

  return (
    <main className="container py-5" style={{ maxWidth: '30rem' }}>
      {/* A white card, as on the login page: on the page's grey the outline button falls below 4.5:1. */}
      <div className="card shadow-sm border-0">
        <div className="card-body p-4">
          <h1 className="h4 mb-3">{messages.verification.verifying}</h1>
          <div id={promptId} ref={promptRef} tabIndex={-1} role={prompt.isMismatch ? 'alert' : 'status'}
            className={`alert ${prompt.isMismatch ? 'alert-danger' : 'alert-info'}`}>
            {prompt.text}
          </div>
          <form onSubmit={onSubmit}>
            <div className="mb-3">
              <label htmlFor={fieldId} className="form-label">
                {messages.verification.typedLabel[type]}
              </label>
              {type === 'password' ? <PasswordInput {...field} /> : <input {...field} type="email" className="form-control" />}
            </div>
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {messages.verification.apply}
            </button>
          </form>
        </div>
      </div>
    </main>
  );
}
