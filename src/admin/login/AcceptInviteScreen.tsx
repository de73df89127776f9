/**
 * {adminBase}/accept-invite?token=... (ours): the invited person chooses a password under the
 * rule and is signed in; the dashboard opens.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isStrongPassword, weakPasswordMessage } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { api, ApiError } from '../api/client.ts';
import { useAdminRoutes } from '../navigation.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { PasswordRuleHint } from '../ui/PasswordRuleHint.tsx';

function checkPasswords(password: string, confirmation: string): string {
  if (!password || !confirmation) return messages.passwordChange.required;
  if (password !== confirmation) return messages.passwordChange.mismatch;
  if (!isStrongPassword(password)) return weakPasswordMessage(password);
  return '';
}

export default function AcceptInviteScreen() {
  const paths = useAdminRoutes();
  const passwordId = useId();
  const confirmId = useId();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [typed, setTyped] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);
  const token = new URLSearchParams(window.location.search).get('token') ?? '';

  useEffect(() => {
    document.title = messages.accounts.acceptTitle;
  }, []);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form itself: what is in the fields is what is checked and sent.
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const problem = checkPasswords(password, String(form.get('confirmation') ?? ''));
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    setSending(true);
    try {
      await api('POST', '/accept-invite', { token, password });
      // A full load: the server renders the dashboard with the new session.
      window.location.assign(paths.dashboard);
    } catch (failure) {
      setSending(false);
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : messages.accounts.invalidInvite);
    }
  }

  return (
    <main className="container py-5" style={{ maxWidth: '30rem' }}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-4">
          <h1 className="h3 mb-3">{messages.accounts.acceptTitle}</h1>
          <p>{messages.accounts.acceptIntro}</p>
          {error ? (
            <div ref={errorRef} tabIndex={-1} role="alert" className="alert alert-danger">
              {error}
            </div>
          ) : null}
          <form onSubmit={onSubmit} noValidate>
            <div className="mb-3">
              <label htmlFor={passwordId} className="form-label">
                {messages.accounts.passwordLabel}
              </label>
              <PasswordInput
                id={passwordId}
                name="password"
                autoComplete="new-password"
                required
                aria-describedby={`${passwordId}-hint`}
                onChange={(event) => setTyped(event.currentTarget.value)}
              />
              <PasswordRuleHint id={`${passwordId}-hint`} password={typed} />
            </div>
            <div className="mb-4">
              <label htmlFor={confirmId} className="form-label">
                {messages.accounts.confirmLabel}
              </label>
              <PasswordInput id={confirmId} name="confirmation" autoComplete="new-password" required />
            </div>
            <button type="submit" className="btn btn-primary w-100" disabled={sending}>
              {messages.accounts.acceptButton}
            </button>
          </form>
        </div>
      </div>
    </main>
  );
}
