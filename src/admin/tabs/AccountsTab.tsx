/**
 * Accounts (ours): who can sign in, since when and when they last did; invite a colleague by
 * e-mail, remove an account (never your own: the server refuses that and the last account).
 * Pending invitations are listed with who sent them and when they expire, and can be revoked;
 * removing an account revokes those it sent.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AccountSummary, PendingInvitation } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import { useSession } from '../session.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { useDialogs } from '../ui/dialogs.tsx';
import { EmailForm } from '../ui/EmailForm.tsx';
import { formatDateTime } from '../ui/format.ts';
import { useAdminAction } from './useAdminAction.ts';

export default function AccountsTab() {
  const runAction = useAdminAction();
  const { showSuccess } = useDialogs();
  const { user } = useSession();
  const [accounts, setAccounts] = useState<AccountSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [invitationsLoading, setInvitationsLoading] = useState(true);

  const reloadInvitations = useCallback(() => {
    setInvitationsLoading(true);
    api<PendingInvitation[]>('GET', '/accounts/invitations')
      .then(setInvitations, () => setInvitations([]))
      .finally(() => setInvitationsLoading(false));
  }, []);
  const reload = useCallback(() => {
    setLoading(true);
    api<AccountSummary[]>('GET', '/accounts')
      .then(setAccounts, () => setAccounts([]))
      .finally(() => setLoading(false));
    reloadInvitations();
  }, [reloadInvitations]);
  useEffect(reload, [reload]);

  async function invite(email: string, form: HTMLFormElement) {
    let answer: { message?: string } | undefined;
    const done = await runAction({
      signInFor: 'invite accounts',
      failure: { verb: 'add', object: 'account' },
      perform: async () => {
        answer = await api<{ message?: string }>('POST', '/accounts/invite', { email });
      },
    });
    if (!done) return;
    form.reset();
    reloadInvitations();
    await showSuccess(answer?.message ?? messages.accounts.invited(email));
  }

  function revoke(invitation: PendingInvitation) {
    void runAction({
      signInFor: 'revoke invitations',
      confirmMessage: messages.accounts.confirmRevoke(invitation.email),
      failure: { verb: 'delete', object: 'invitation' },
      perform: () => api('DELETE', `/accounts/invitations/${invitation.id}`),
      afterRequest: reloadInvitations,
      successMessage: messages.accounts.revoked,
    });
  }

  const invitationColumns: Column<PendingInvitation>[] = [
    { header: 'Email', cell: (invitation) => invitation.email },
    { header: 'Invited by', cell: (invitation) => invitation.invitedBy },
    { header: 'Sent', cell: (invitation) => <span className="text-nowrap">{formatDateTime(invitation.createdAt)}</span> },
    { header: 'Expires', cell: (invitation) => <span className="text-nowrap">{formatDateTime(invitation.expiresAt)}</span> },
    {
      header: 'Actions',
      cell: (invitation) => (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => revoke(invitation)}>
          {messages.accounts.revoke}
          <span className="visually-hidden"> the invitation to {invitation.email}</span>
        </button>
      ),
    },
  ];

  function remove(account: AccountSummary) {
    void runAction({
      signInFor: 'remove accounts',
      confirmMessage: messages.accounts.confirmRemove(account.email),
      failure: { verb: 'delete', object: 'account' },
      perform: () => api('DELETE', `/accounts/${account.id}`),
      afterRequest: reload,
      successMessage: messages.accounts.removed,
    });
  }

  const columns: Column<AccountSummary>[] = [
    { header: 'Email', cell: (account) => (account.id === user?.id ? `${account.email} (you)` : account.email) },
    { header: 'Created', cell: (account) => <span className="text-nowrap">{formatDateTime(account.createdAt)}</span> },
    { header: 'Last signed in', cell: (account) => (account.lastSignInAt ? <span className="text-nowrap">{formatDateTime(account.lastSignInAt)}</span> : 'Never') },
    {
      header: 'Actions',
      cell: (account) =>
        account.id === user?.id || accounts.length <= 1 ? null : (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(account)}>
            Remove<span className="visually-hidden"> {account.email}</span>
          </button>
        ),
    },
  ];

  return (
    <div>
      <h2 className="h4 mb-3">{messages.accounts.title}</h2>
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <EmailForm label={messages.accounts.inviteLabel} submitLabel={messages.accounts.invite} onSubmit={(email, form) => void invite(email, form)} />
          <DataTable
            caption={messages.accounts.title}
            columns={columns}
            rows={accounts}
            rowKey={(account) => account.id}
            loading={loading}
            emptyText="No accounts."
          />
          <h3 className="h5 mt-4">{messages.accounts.pendingTitle}</h3>
          <DataTable
            caption={messages.accounts.pendingTitle}
            columns={invitationColumns}
            rows={invitations}
            rowKey={(invitation) => invitation.id}
            loading={invitationsLoading}
            emptyText={messages.accounts.noPending}
          />
        </div>
      </div>
    </div>
  );
}
