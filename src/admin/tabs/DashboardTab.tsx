/** The Dashboard tab (SPEC section 2): the five count cards from GET /api/dashboard. */
import { useEffect, useState } from 'react';
import { api, failureMessage } from '../api/client.ts';
import { Spinner } from '../ui/Spinner.tsx';

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

export default function DashboardTab() {
  const [counts, setCounts] = useState<DashboardCounts | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    api<DashboardCounts>('GET', '/dashboard').then(
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
      )}
    </section>
  );
}
