/**
 * Accounts (ours, owners only): who can sign in, with which role, since when and when they last
 * did; invite a colleague by e-mail as an owner or an editor, change an account's role, remove an
 * account (never your own: the server refuses that, the last account and the last owner).
 * Pending invitations are listed with who sent them, their role and when they expire, and can be
 * sent again or revoked; removing an account revokes those it sent.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { accountRoles, isAccountRole, type AccountRole, type AccountSummary, type PendingInvitation } from '../../domain/account.ts';
import { limits } from '../../domain/limits.ts';
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
  const { user, ensureSignedIn } = useSession();
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

  const roleFieldId = useId();
  const nameFieldId = useId();

  async function invite(email: string, form: HTMLFormElement) {
    const data = new FormData(form);
    const chosen = data.get('role');
    const role: AccountRole = isAccountRole(chosen) ? chosen : 'editor';
    const name = String(data.get('name') ?? '').trim();
    let answer: { message?: string } | undefined;
    const done = await runAction({
      signInFor: 'invite accounts',
      failure: { verb: 'add', object: 'account' },
      perform: async () => {
        answer = await api<{ message?: string }>('POST', '/accounts/invite', { email, name, role });
      },
    });
    if (!done) return;
    form.reset();
    reloadInvitations();
    await showSuccess(answer?.message ?? messages.accounts.invited(email));
  }

  function resend(invitation: PendingInvitation) {
    let answer: { message?: string } | undefined;
    void runAction({
      signInFor: 'send invitations',
      failure: { verb: 'send', object: 'invitation' },
      perform: async () => {
        answer = await api<{ message?: string }>('POST', `/accounts/invitations/${invitation.id}/resend`);
      },
      afterRequest: reloadInvitations,
    }).then((done) => (done ? showSuccess(answer?.message ?? messages.accounts.resent(invitation.email)) : undefined));
  }

  function changeRole(account: AccountSummary, role: AccountRole) {
    void runAction({
      signInFor: 'change roles',
      failure: { verb: 'update', object: 'account' },
      perform: () => api('PATCH', `/accounts/${account.id}`, { role }),
      afterRequest: reload,
      // An owner who made themself an editor loses the owners' screens at once, this one included.
      onSuccess: () => {
        if (account.id === user?.id) void ensureSignedIn('change roles');
      },
      successMessage: messages.accounts.roleChanged(account.email, role),
    });
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
    { header: messages.accounts.nameLabel, cell: (invitation) => invitation.name },
    { header: 'Email', cell: (invitation) => invitation.email },
    { header: 'Invited by', cell: (invitation) => invitation.invitedBy },
    { header: 'Sent', cell: (invitation) => <span className="text-nowrap">{formatDateTime(invitation.createdAt)}</span> },
    { header: 'Expires', cell: (invitation) => <span className="text-nowrap">{formatDateTime(invitation.expiresAt)}</span> },
    { header: messages.accounts.roleLabel, cell: (invitation) => messages.accounts.roleNames[invitation.role] },
    {
      header: 'Actions',
      cell: (invitation) => (
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => resend(invitation)}>
            {messages.accounts.resend}
            <span className="visually-hidden"> the invitation to {invitation.email}</span>
          </button>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => revoke(invitation)}>
            {messages.accounts.revoke}
            <span className="visually-hidden"> the invitation to {invitation.email}</span>
          </button>
        </div>
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
    { header: messages.accounts.nameLabel, cell: (account) => account.name },
    { header: 'Email', cell: (account) => (account.id === user?.id ? `${account.email} (you)` : account.email) },
    {
      header: messages.accounts.roleLabel,
      cell: (account) => (
        <select
          className="form-select form-select-sm w-auto"
          aria-label={`${messages.accounts.changeRole}: ${account.email}`}
          value={account.role}
          onChange={(event) => {
            const role = event.currentTarget.value;
            if (isAccountRole(role) && role !== account.role) changeRole(account, role);
          }}
        >
          {accountRoles.map((role) => (
            <option key={role} value={role}>
              {messages.accounts.roleNames[role]}
            </option>
          ))}
        </select>
      ),
    },
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
          <EmailForm label={messages.accounts.inviteLabel} submitLabel={messages.accounts.invite} onSubmit={(email, form) => void invite(email, form)}>
            <div>
              <label htmlFor={nameFieldId} className="form-label">
                {messages.accounts.nameLabel}
              </label>
              <input
                id={nameFieldId}
                name="name"
                className="form-control"
                maxLength={limits.text.name}
                autoComplete="off"
              />
            </div>
            <div>
              <label htmlFor={roleFieldId} className="form-label">
                {messages.accounts.roleLabel}
              </label>
              {/* Editor unless the owner chooses otherwise: the smaller role is the safer guess. */}
              <select id={roleFieldId} name="role" className="form-select" defaultValue="editor" aria-describedby={`${roleFieldId}-hint`}>
                {accountRoles.map((role) => (
                  <option key={role} value={role}>
                    {messages.accounts.roleNames[role]}
                  </option>
                ))}
              </select>
            </div>
          </EmailForm>
          <ul id={`${roleFieldId}-hint`} className="small text-body-secondary mb-3">
            {accountRoles.map((role) => (
              <li key={role}>
                <strong>{messages.accounts.roleNames[role]}</strong>: {messages.accounts.roleHints[role]}
              </li>
            ))}
          </ul>
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
