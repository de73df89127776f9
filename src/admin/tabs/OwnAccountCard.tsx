/**
 * The signed-in account's own password and address, changed from inside the admin: the login
 * page's change dialogs without the account field, so the same request, rules and verification
 * (docs/decisions/027) apply, and the link opened in this browser applies the change.
 */
import { useState } from 'react';
import { messages } from '../../domain/messages.ts';
import { ChangeEmailDialog, ChangePasswordDialog } from '../login/ChangeDialogs.tsx';
import { useSession } from '../session.tsx';
import { useDialogs } from '../ui/dialogs.tsx';

const texts = messages.ownAccount;

export function OwnAccountCard() {
  const { user } = useSession();
  const { showSuccess } = useDialogs();
  const [open, setOpen] = useState<'email' | 'password' | null>(null);
  if (!user) return null;
  const close = () => setOpen(null);
  const requested = (message: string) => {
    close();
    void showSuccess(message);
  };
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="own-account-title">
      <div className="card-body">
        <h3 className="h5" id="own-account-title">
          {texts.title}
        </h3>
        <p className="small text-body-secondary">{texts.intro}</p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline-primary" onClick={() => setOpen('password')}>
            {texts.changePassword}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => setOpen('email')}>
            {texts.changeEmail}
          </button>
        </div>
      </div>
      {open === 'password' ? <ChangePasswordDialog ownEmail={user.email} onClose={close} onRequested={requested} /> : null}
      {open === 'email' ? <ChangeEmailDialog ownEmail={user.email} onClose={close} onRequested={requested} /> : null}
    </section>
  );
}
