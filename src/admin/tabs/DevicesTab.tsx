/**
 * Signed-in devices (ours): where the signed-in person's own account is signed in now, from
 * GET /api/auth/sessions. Every account sees its own: end any other session, or all of them at
 * once ("Sign out everywhere else"); the current one is marked and ended by logging out. Above
 * them, the account's own password and e-mail changes (OwnAccountCard).
 */
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../domain/messages.ts';
import type { SessionSummary } from '../../domain/account.ts';
import { api } from '../api/client.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { useDialogs } from '../ui/dialogs.tsx';
import { formatDateTime } from '../ui/format.ts';
import { OwnAccountCard } from './OwnAccountCard.tsx';
import { useAdminAction } from './useAdminAction.ts';

const texts = messages.sessions;

export default function DevicesTab() {
  const runAction = useAdminAction();
  const { showSuccess } = useDialogs();
  const [sessions, setSessions] = useState<SessionSummary[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(() => {
    setLoading(true);
    api<SessionSummary[]>('GET', '/auth/sessions')
      .then(setSessions, () => setSessions([]))
      .finally(() => setLoading(false));
  }, []);
  useEffect(reload, [reload]);

  async function end(path: string) {
    let answer: { message: string } | undefined;
    const done = await runAction({
      signInFor: 'end sessions',
      failure: { verb: 'end', object: 'session' },
      perform: async () => {
        answer = await api<{ message: string }>('DELETE', path);
      },
      afterRequest: reload,
    });
    // The server says how many ended ("2 other sessions have ended").
    if (done && answer) await showSuccess(answer.message);
  }

  const others = sessions.filter((session) => !session.current);
  const columns: Column<SessionSummary>[] = [
    { header: texts.browser, cell: (session) => session.browser },
    { header: texts.signedIn, cell: (session) => <span className="text-nowrap">{formatDateTime(session.createdAt)}</span> },
    { header: texts.lastUsed, cell: (session) => <span className="text-nowrap">{formatDateTime(session.lastUsedAt)}</span> },
    {
      header: texts.actions,
      cell: (session) =>
        session.current ? (
          <span className="badge text-bg-success">{texts.thisDevice}</span>
        ) : (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            aria-label={texts.endLabel(session.browser, formatDateTime(session.createdAt))}
            onClick={() => void end(`/auth/sessions/${session.id}`)}
          >
            {texts.end}
          </button>
        ),
    },
  ];

  return (
    <div>
      <h2 className="h4 mb-3">{texts.title}</h2>
      <OwnAccountCard />
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <p>{texts.intro}</p>
          <DataTable caption={texts.title} columns={columns} rows={sessions} rowKey={(session) => session.id} loading={loading} emptyText={texts.onlyThisDevice} stacked />
          <button type="button" className="btn btn-outline-danger" disabled={loading || others.length === 0} onClick={() => void end('/auth/sessions')}>
            {texts.signOutOthers}
          </button>
          {!loading && others.length === 0 ? <p className="text-body-secondary mt-2 mb-0">{texts.onlyThisDevice}</p> : null}
        </div>
      </div>
    </div>
  );
}
