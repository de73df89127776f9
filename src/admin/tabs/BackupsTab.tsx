/**
 * Backups (ours): the backups kept in BACKUP_DIR with their time, size and status; "Back up now"
 * with its progress; a download of one as a single archive; removal. While a backup is being
 * made the list is read again every second.
 */
import { useCallback, useEffect, useState } from 'react';
import type { BackupList, BackupSummary } from '../../domain/backup.ts';
import { api } from '../api/client.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { formatDateTime } from '../ui/format.ts';
import { backupTexts, formatBytes } from './backup-texts.ts';
import { useAdminAction } from './useAdminAction.ts';

const POLL_MS = 1_000;

function StatusCell({ backup }: { backup: BackupSummary }) {
  if (backup.status === 'running') {
    const percent = backup.progress && backup.progress.total > 0 ? Math.round((backup.progress.done / backup.progress.total) * 100) : 0;
    return (
      <div>
        <span>{backupTexts.status.running}</span>
        <div className="progress mt-1" role="progressbar" aria-label={backupTexts.progressLabel} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={{ minWidth: '8rem' }}>
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  return (
    <span className={backup.status === 'failed' ? 'text-danger' : undefined}>
      {backupTexts.status[backup.status]}
      {backup.error ? <span className="d-block small text-body-secondary">{backup.error}</span> : null}
    </span>
  );
}

export default function BackupsTab() {
  const runAction = useAdminAction();
  const [list, setList] = useState<BackupList | null>(null);
  const [error, setError] = useState('');

  const reload = useCallback(async () => {
    try {
      setList(await api<BackupList>('GET', '/backups'));
      setError('');
    } catch {
      setError(backupTexts.loadFailed);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const running = list?.backups.some((backup) => backup.status === 'running') ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  async function backUpNow() {
    await runAction({
      signInFor: backupTexts.signInFor.make,
      failure: { verb: 'start', object: 'the backup' },
      // The answer is the backup as it starts: shown at once, then followed by the polling.
      perform: async () => {
        const { backup } = await api<{ backup: BackupSummary }>('POST', '/backups');
        setList((shown) => shown && { ...shown, backups: [backup, ...shown.backups.filter((other) => other.id !== backup.id)] });
      },
      handleFailure: () => {
        void reload();
        return false;
      },
    });
  }

  // Asked first, so an archive the site cannot open now is refused with its reason in a message
  // instead of a download the browser shows as cancelled.
  async function download(backup: BackupSummary) {
    await runAction({
      signInFor: backupTexts.signInFor.download,
      failure: { verb: 'download', object: 'the backup' },
      perform: async () => {
        await api('GET', `/backups/${encodeURIComponent(backup.id)}/check`);
        const link = document.createElement('a');
        link.href = `/api/backups/${encodeURIComponent(backup.id)}/download`;
        link.download = '';
        document.body.append(link);
        link.click();
        link.remove();
      },
    });
  }

  async function remove(backup: BackupSummary) {
    await runAction({
      signInFor: backupTexts.signInFor.remove,
      confirmMessage: backupTexts.confirmRemove(formatDateTime(backup.createdAt)),
      failure: { verb: 'delete', object: 'the backup' },
      perform: () => api('DELETE', `/backups/${encodeURIComponent(backup.id)}`),
      afterRequest: () => void reload(),
    });
  }

  const columns: Column<BackupSummary>[] = [
    { header: backupTexts.columns.made, cell: (backup) => <span className="text-nowrap">{formatDateTime(backup.createdAt)}</span> },
    { header: backupTexts.columns.by, cell: (backup) => backupTexts.trigger[backup.trigger] },
    { header: backupTexts.columns.size, cell: (backup) => (backup.status === 'ok' ? formatBytes(backup.size) : '') },
    { header: backupTexts.columns.status, cell: (backup) => <StatusCell backup={backup} /> },
    {
      header: backupTexts.columns.actions,
      visuallyHiddenHeader: true,
      cell: (backup) =>
        backup.status === 'running' ? null : (
          <div className="d-flex gap-2 justify-content-end">
            {backup.status === 'ok' ? (
              <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void download(backup)}>
                {backupTexts.download}
                <span className="visually-hidden"> {formatDateTime(backup.createdAt)}</span>
              </button>
            ) : null}
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void remove(backup)}>
              {backupTexts.remove}
              <span className="visually-hidden"> {formatDateTime(backup.createdAt)}</span>
            </button>
          </div>
        ),
    },
  ];

  return (
    <div>
      <h2 className="h4 mb-3">{backupTexts.title}</h2>
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <p className="small text-body-secondary mb-0 me-auto">{list ? backupTexts.intro(list.scheduleHours, list.keep) : ''}</p>
            <button type="button" className="btn btn-primary" onClick={() => void backUpNow()} disabled={running}>
              {running ? backupTexts.making : backupTexts.backUpNow}
            </button>
          </div>
          {list && !list.encrypting ? <p className="alert alert-warning small">{backupTexts.unencrypted}</p> : null}
          {error ? (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          ) : null}
          <div role="status" aria-live="polite" className="visually-hidden">
            {running ? backupTexts.making : ''}
          </div>
          <DataTable
            caption={backupTexts.title}
            columns={columns}
            rows={list?.backups ?? []}
            rowKey={(backup) => backup.id}
            loading={!list}
            emptyText={backupTexts.empty}
          />
        </div>
      </div>
    </div>
  );
}
