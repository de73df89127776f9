/**
 * The Dashboard tab (docs/product.md#admin-area): the five count cards from GET /api/dashboard,
 * the backups' line and a line per language with texts to translate.
 */
import { useEffect, useState } from 'react';
import { BACKUP_WARNING_AGE_MS, type BackupHealth } from '../../domain/backup.ts';
import { api, failureMessage } from '../api/client.ts';
import { formatDateTime } from '../ui/format.ts';
import { TranslationLines } from '../content/TranslationLines.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { backupTexts, formatAge } from './backup-texts.ts';

export interface DashboardCounts {
  staff: number;
  clients: number;
  newContacts: number;
  inquiries: number;
  advertisements: number;
}

const CARDS: { key: keyof DashboardCounts; label: string }[] = [
  { key: 'staff', label: 'Total Staff Members' },
  { key: 'clients', label: 'Total Clients' },
  { key: 'newContacts', label: 'New Contact Submissions' },
  { key: 'inquiries', label: 'Internship Inquiries' },
  { key: 'advertisements', label: 'Advertisements' },
];

/** The age of the last good backup (a warning past two days or with none), and a failed scheduled one. */
function BackupLine({ health }: { health: BackupHealth }) {
  const texts = backupTexts.dashboard;
  const stale = !health.lastGoodAt || Date.now() - Date.parse(health.lastGoodAt) > BACKUP_WARNING_AGE_MS;
  return (
    <div className={`alert ${stale ? 'alert-warning' : 'alert-light border'} mt-4 mb-0`} data-backup-health={stale ? 'warning' : 'ok'}>
      <h3 className="h6 mb-1">{texts.heading}</h3>
      <p className="mb-0">
        {health.lastGoodAt ? texts.age(formatAge(health.lastGoodAt), formatDateTime(health.lastGoodAt)) : texts.none}
        {stale && health.lastGoodAt ? ` ${texts.stale}` : null}
      </p>
      {health.failedScheduled ? (
        <p className="mb-0 mt-1 text-danger" role="alert">
          {texts.failed(formatDateTime(health.failedScheduled.at), health.failedScheduled.error)}
        </p>
      ) : null}
    </div>
  );
}

export default function DashboardTab() {
  const [counts, setCounts] = useState<(DashboardCounts & { backups: BackupHealth }) | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    api<DashboardCounts & { backups: BackupHealth }>('GET', '/dashboard').then(
      (loaded) => current && setCounts(loaded),
      (failure: unknown) => current && setError(failureMessage('load', 'dashboard counts', failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading" className="h4 mb-3">
        Dashboard
      </h2>
      {error ? (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      ) : !counts ? (
        <Spinner />
      ) : (
        <>
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3 list-unstyled">
            {CARDS.map((card) => (
              <li className="col" key={card.key}>
                <div className="card h-100 shadow-sm border-0 admin-count-card">
                  <div className="card-body">
                    <h3 className="h6 text-body-secondary mb-2">{card.label}</h3>
                    <p className="display-6 fw-semibold mb-0" data-count={card.key}>
                      {counts[card.key]}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <BackupLine health={counts.backups} />
          <TranslationLines />
        </>
      )}
    </section>
  );
}
