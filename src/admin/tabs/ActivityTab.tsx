/**
 * Activity (ours): the audit trail, newest first, filtered by account, kind and date, paged by
 * the server. It names the record (a link to it while it exists), the fields that changed by
 * their labels with short old → new values, and for accounts the addresses an entry is about.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AccountSummary } from '../../domain/account.ts';
import { AUDIT_ENTITIES, type AuditRecord } from '../../domain/audit.ts';
import { messages } from '../../domain/messages.ts';
import { api, apiList } from '../api/client.ts';
import { InternalLink } from '../content/InternalLink.tsx';
import { useAdminRoutes } from '../navigation.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { formatDateTime } from '../ui/format.ts';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useServerList } from '../ui/useServerList.ts';
import { changeLines, recordWords } from './activity-words.ts';

function RecordCell({ record, dashboard }: { record: AuditRecord; dashboard: string }) {
  const { name, href } = recordWords(record, dashboard);
  return href ? <InternalLink href={href}>{name}</InternalLink> : <>{name}</>;
}

function ChangesCell({ record }: { record: AuditRecord }) {
  const lines = changeLines(record);
  if (!lines.length) return null;
  return (
    <ul className="list-unstyled mb-0">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const columnsFor = (dashboard: string): Column<AuditRecord>[] => [
  { header: 'When', cell: (record) => <span className="text-nowrap">{formatDateTime(record.at)}</span> },
  { header: 'Account', cell: (record) => record.accountEmail },
  { header: 'Action', cell: (record) => record.action.replaceAll('-', ' ') },
  { header: 'What', cell: (record) => AUDIT_ENTITIES[record.entity] ?? record.entity },
  { header: 'Record', cell: (record) => <RecordCell record={record} dashboard={dashboard} /> },
  { header: 'Changes', cell: (record) => <ChangesCell record={record} /> },
  { header: 'About', cell: (record) => record.about },
];

export default function ActivityTab() {
  const ids = { account: useId(), entity: useId(), since: useId() };
  const [accounts, setAccounts] = useState<AccountSummary[]>([]);
  const { dashboard } = useAdminRoutes();
  // The list's query holds the filters as URL parameters, so a new filter starts at page one.
  const list = useServerList<AuditRecord>((params) =>
    apiList<AuditRecord>(`/audit${params.q ? `?${params.q}` : ''}`, { limit: params.limit, offset: params.offset }),
  );

  useEffect(() => {
    api<AccountSummary[]>('GET', '/accounts').then(setAccounts, () => setAccounts([]));
  }, []);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filters = new URLSearchParams();
    for (const name of ['account', 'entity']) {
      const value = String(form.get(name) ?? '');
      if (value) filters.set(name, value);
    }
    const since = String(form.get('since') ?? '');
    // A day as admins pick it: from its start in their own time zone.
    if (since) filters.set('since', new Date(`${since}T00:00:00`).toISOString());
    list.setQuery(filters.toString());
  }

  return (
    <div>
      <h2 className="h4 mb-3">{messages.accounts.activityTitle}</h2>
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <form className="d-flex flex-wrap gap-2 align-items-end mb-3" onSubmit={filter} aria-label="Filter activity">
            <div>
              <label htmlFor={ids.account} className="form-label">
                Account
              </label>
              <select id={ids.account} name="account" className="form-select">
                <option value="">All accounts</option>
                {accounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {account.email}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.entity} className="form-label">
                Kind
              </label>
              <select id={ids.entity} name="entity" className="form-select">
                <option value="">Everything</option>
                {Object.entries(AUDIT_ENTITIES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.since} className="form-label">
                Since
              </label>
              <input id={ids.since} name="since" type="date" className="form-control" />
            </div>
            <button type="submit" className="btn btn-primary">
              Show
            </button>
          </form>
          <PagedTable caption={messages.accounts.activityTitle} columns={columnsFor(dashboard)} list={list} emptyText="No activity matches." />
        </div>
      </div>
    </div>
  );
}
