/**
 * The Statistics tab (issue 35): visitors and page views per day for the last 7, 30 or 90 days or
 * a range of the reader's choosing, as a chart with the day-by-day table beside it, then the top
 * pages with their enquiries and applications, languages, referrers and devices, each table
 * downloadable as CSV. One call, GET /api/stats, per range; the figures are counted by the server
 * where pages are served (docs/decisions/048-admin-app-shell.md).
 */
import { useEffect, useState } from 'react';
import { lastDays, RANGE_PRESETS, ratePer100, type DayRange } from '../../domain/day-range.ts';
import type { StatsAnswer } from '../../domain/visitor-figures.ts';
import { api, failureMessage } from '../api/client.ts';
import { companyToday } from '../ui/format.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { formatDay, formatRate } from './figure-names.ts';
import { figureTables, RATE_NOTE } from './figure-tables.ts';
import { FigureTableView } from './FigureTableView.tsx';
import { RangePicker } from './RangePicker.tsx';
import { VisitorsChart } from './VisitorsChart.tsx';
import './statistics.css';

interface Loaded {
  range: DayRange;
  figures: StatsAnswer | null;
  error: unknown;
}

function useFigures(range: DayRange): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    api<StatsAnswer>('GET', `/stats?from=${range.from}&to=${range.to}`).then(
      (figures) => current && setLoaded({ range, figures, error: null }),
      (error: unknown) => current && setLoaded({ range, figures: null, error }),
    );
    // A range changed while its figures were on their way: the older answer is dropped.
    return () => {
      current = false;
    };
  }, [range]);
  return loaded;
}

function Totals({ figures }: { figures: StatsAnswer }) {
  const { totals } = figures;
  const cards = [
    { key: 'visitors', label: 'Visitors', value: totals.visitors, note: 'different visitors each day, added up' },
    { key: 'views', label: 'Page views', value: totals.pageViews, note: 'pages opened' },
    { key: 'enquiries', label: 'Enquiries', value: totals.enquiries, note: `${formatRate(ratePer100(totals.enquiries, totals.pageViews))} per 100 page views` },
    { key: 'applications', label: 'Applications', value: totals.applications, note: `${formatRate(ratePer100(totals.applications, totals.pageViews))} per 100 page views` },
    { key: 'switches', label: 'Language switches', value: totals.switches, note: 'from the language menu' },
  ];
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-5 g-3 list-unstyled mb-4" aria-label="Totals for the range">
      {cards.map((card) => (
        <li className="col" key={card.key}>
          <div className="card h-100 shadow-sm border-0">
            <div className="card-body">
              <p className="h6 mb-1">{card.label}</p>
              <p className="fs-3 fw-semibold mb-0" data-total={card.key}>
                {card.value}
              </p>
              <p className="small text-body-secondary mb-0">{card.note}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Figures({ figures, range }: { figures: StatsAnswer; range: DayRange }) {
  const [days, ...others] = figureTables(figures);
  const summary = `Visitors and page views per day from ${formatDay(range.from)} to ${formatDay(range.to)}: ${figures.totals.visitors} visitors and ${figures.totals.pageViews} page views in all. The table beside the chart gives each day's figures.`;
  return (
    <>
      <Totals figures={figures} />
      <p className="small text-body-secondary">{RATE_NOTE}</p>
      <div className="row g-4 mb-4">
        <div className="col-xl-7">
          <div className="card border-0 shadow-sm h-100">
            <div className="card-body">
              <VisitorsChart days={figures.days} summary={summary} />
            </div>
          </div>
        </div>
        <FigureTableView table={days!} range={range} className="col-xl-5 admin-stats-days" />
      </div>
      <div className="row g-4">
        {others.map((table) => (
          <FigureTableView key={table.key} table={table} range={range} className={table.key === 'pages' ? 'col-12' : 'col-xl-6'} />
        ))}
      </div>
    </>
  );
}

export default function StatisticsTab() {
  const [range, setRange] = useState<DayRange>(() => lastDays(RANGE_PRESETS[1], companyToday()));
  const loaded = useFigures(range);
  const current = loaded?.range === range ? loaded : null;
  return (
    <section aria-labelledby="statistics-heading">
      <h2 id="statistics-heading" className="h4 mb-2">
        Statistics
      </h2>
      <p className="text-body-secondary">
        Counted on this server where the pages are served: no cookie, no script and nothing that identifies a visitor. Staff, search engines' robots and
        pages opened in advance by a browser are not counted.
      </p>
      <div className="card border-0 shadow-sm mb-4">
        <div className="card-body">
          <RangePicker range={range} onChange={setRange} />
          {/* Which range the figures below are for, said when it changes. */}
          <p className="fw-semibold mb-0" aria-live="polite" data-range-shown>
            {formatDay(range.from)} to {formatDay(range.to)}
          </p>
        </div>
      </div>
      {!current ? (
        <Spinner />
      ) : current.error ? (
        <p className="alert alert-danger" role="alert">
          {failureMessage('load', 'statistics', current.error)}
        </p>
      ) : (
        <Figures figures={current.figures!} range={range} />
      )}
    </section>
  );
}
