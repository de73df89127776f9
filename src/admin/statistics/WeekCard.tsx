/**
 * The dashboard's week card: this week's visitors and enquiries (the last seven days, today
 * among them) against the seven days before, from one GET /api/stats call, leading to the
 * Statistics tab. A failure costs the card, not the dashboard.
 */
import { useEffect, useState } from 'react';
import { twoWeeks, weekAgainstWeek, type WeekFigures } from '../../domain/day-range.ts';
import type { StatsAnswer } from '../../domain/visitor-figures.ts';
import { api, failureMessage } from '../api/client.ts';
import { InternalLink } from '../content/InternalLink.tsx';
import { tabHref } from '../dashboard/tab-ids.ts';
import { useAdminRoutes } from '../navigation.tsx';
import { companyToday } from '../ui/format.ts';

type Weeks = { thisWeek: WeekFigures; lastWeek: WeekFigures };

/** 'up 4 from last week', 'down 2 from last week', 'the same as last week'. */
export function againstLastWeek(now: number, before: number): string {
  if (now === before) return 'the same as last week';
  return `${now > before ? 'up' : 'down'} ${Math.abs(now - before)} from last week (${before})`;
}

export function WeekCard() {
  const { dashboard } = useAdminRoutes();
  const [weeks, setWeeks] = useState<Weeks | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    const today = companyToday();
    const range = twoWeeks(today);
    api<StatsAnswer>('GET', `/stats?from=${range.from}&to=${range.to}`).then(
      (figures) => current && setWeeks(weekAgainstWeek(figures.days, today)),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, []);
  const lines = weeks
    ? [
        { key: 'visitors', label: 'Visitors', now: weeks.thisWeek.visitors, before: weeks.lastWeek.visitors },
        { key: 'enquiries', label: 'Enquiries', now: weeks.thisWeek.enquiries, before: weeks.lastWeek.enquiries },
      ]
    : [];
  return (
    <section aria-labelledby="week-heading" className="card border-0 shadow-sm mb-4" data-week-card>
      <div className="card-body">
        <h3 id="week-heading" className="h5 mb-1">
          <InternalLink href={tabHref(dashboard, 'statistics')}>This week</InternalLink>
        </h3>
        <p className="small text-body-secondary">The last seven days against the seven before them.</p>
        {error ? (
          <p className="text-danger mb-0">{failureMessage('load', 'statistics', error)}</p>
        ) : (
          <dl className="row mb-0" aria-busy={!weeks}>
            {lines.map((line) => (
              <div className="col-sm-6" key={line.key} data-week={line.key}>
                <dt className="fw-normal">{line.label}</dt>
                <dd className="mb-0">
                  <span className="fs-3 fw-semibold me-2">{line.now}</span>
                  <span className="small text-body-secondary">{againstLastWeek(line.now, line.before)}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
