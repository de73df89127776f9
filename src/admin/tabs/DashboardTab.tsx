/**
 * The Dashboard tab (docs/product.md#admin-area): first the work waiting (new enquiries,
 * applications waiting, mails that failed, a stale backup), each leading to its list; then this
 * week's visitors and enquiries against last week's (WeekCard, from GET /api/stats); then the
 * product's five count cards, each saying what it counts and leading to its tab; then what is left
 * to translate, a line per language. The rest from GET /api/dashboard (dashboard-data.ts).
 */
import type { ReactNode } from 'react';
import { BACKUP_WARNING_AGE_MS, type BackupHealth } from '../../domain/backup.ts';
import { failureMessage } from '../api/client.ts';
import { InternalLink } from '../content/InternalLink.tsx';
import { TranslationLines } from '../content/TranslationLines.tsx';
import type { DashboardAnswer, OperatorProblem } from '../../domain/dashboard.ts';
import { useDashboardData } from '../dashboard/dashboard-data.ts';
import { dashboardTexts as say } from '../dashboard/dashboard-texts.ts';
import { tabHref, type TabId } from '../dashboard/tab-ids.ts';
import { inboxListHref } from '../inbox/list-status.ts';
import { useAdminRoutes } from '../navigation.tsx';
import { formatDateTime } from '../ui/format.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { WeekCard } from '../statistics/WeekCard.tsx';
import { backupTexts, formatAge } from './backup-texts.ts';

type CountKey = 'staff' | 'clients' | 'newContacts' | 'inquiries' | 'advertisements';

const CARDS: { key: CountKey; label: string; tab: TabId }[] = [
  { key: 'staff', label: 'Total Staff Members', tab: 'staff' },
  { key: 'clients', label: 'Total Clients', tab: 'clients' },
  { key: 'newContacts', label: 'New Contact Submissions', tab: 'contacts' },
  { key: 'inquiries', label: 'Internship Inquiries', tab: 'inquiries' },
  { key: 'advertisements', label: 'Advertisements', tab: 'advertisements' },
];

const isStale = (health: BackupHealth) => !health.lastGoodAt || Date.now() - Date.parse(health.lastGoodAt) > BACKUP_WARNING_AGE_MS;

/** The age of the last good backup (a warning past two days or with none), and a failed scheduled one. */
function BackupLine({ health }: { health: BackupHealth }) {
  const texts = backupTexts.dashboard;
  const stale = isStale(health);
  return (
    <div className={`alert ${stale ? 'alert-warning' : 'alert-light border'} mb-0`} data-backup-health={stale ? 'warning' : 'ok'}>
      <h4 className="h6 mb-1">{texts.heading}</h4>
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

/** What is wrong with the running site, but backups: they have their own line (BackupLine). */
function SiteProblems({ problems }: { problems: OperatorProblem[] }) {
  const shown = problems.filter((problem) => !problem.key.startsWith('backup-'));
  if (shown.length === 0) return null;
  return (
    <div className="alert alert-danger mt-3 mb-0" data-site-problems>
      <h4 className="h6 mb-1">{say.siteProblems}</h4>
      <ul className="mb-0">
        {shown.map((problem) => (
          <li key={problem.key} data-problem={problem.key}>
            {problem.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TodaysWork({ answer }: { answer: DashboardAnswer }) {
  const { dashboard } = useAdminRoutes();
  const { attention } = answer;
  const items: { key: string; content: ReactNode }[] = [
    {
      key: 'enquiries',
      content: <InternalLink href={inboxListHref(dashboard, 'contact', 'New')}>{say.newEnquiries(attention.enquiries)}</InternalLink>,
    },
    {
      key: 'applications',
      content: <InternalLink href={inboxListHref(dashboard, 'inquiry', 'Pending')}>{say.applicationsWaiting(attention.applications)}</InternalLink>,
    },
  ];
  if (attention.failedReplies > 0) items.push({ key: 'failed-replies', content: <span className="text-danger">{say.failedReplies(attention.failedReplies)}</span> });
  return (
    <section aria-labelledby="todays-work-heading" className="card border-0 shadow-sm mb-4 admin-todays-work">
      <div className="card-body">
        <h3 id="todays-work-heading" className="h5 mb-3">
          {say.todaysWork}
        </h3>
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {items.map((item) => (
            <li key={item.key} data-attention={item.key}>
              {item.content}
            </li>
          ))}
        </ul>
        <SiteProblems problems={answer.problems} />
        {/* A stale backup is work for today; a fresh one is a line among the counts. */}
        {isStale(answer.backups) ? (
          <div className="mt-3">
            <BackupLine health={answer.backups} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function CountCards({ answer }: { answer: DashboardAnswer }) {
  const { dashboard } = useAdminRoutes();
  return (
    <section aria-labelledby="counts-heading">
      <h3 id="counts-heading" className="visually-hidden">
        {say.counts}
      </h3>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3 list-unstyled">
        {CARDS.map((card) => (
          <li className="col" key={card.key}>
            <div className="card h-100 shadow-sm border-0 admin-count-card">
              <div className="card-body">
                <h4 className="h6 mb-2">
                  {/* The whole card answers a click (stretched-link); the link is named by the title alone. */}
                  <InternalLink href={tabHref(dashboard, card.tab)} className="stretched-link">
                    {card.label}
                  </InternalLink>
                </h4>
                <p className="display-6 fw-semibold mb-0" data-count={card.key}>
                  {answer[card.key]}
                </p>
                <p className="small text-body-secondary mb-0">{say.cardNotes[card.key](answer)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DashboardTab() {
  const { answer, error } = useDashboardData();
  return (
    <section aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading" className="h4 mb-3">
        {say.title}
      </h2>
      {error ? (
        <p className="alert alert-danger" role="alert">
          {failureMessage('load', say.loadFailed, error)}
        </p>
      ) : null}
      {answer ? (
        <>
          <TodaysWork answer={answer} />
          <WeekCard />
          <CountCards answer={answer} />
          {isStale(answer.backups) ? null : (
            <div className="mt-4">
              <BackupLine health={answer.backups} />
            </div>
          )}
          <TranslationLines />
        </>
      ) : error ? null : (
        <Spinner />
      )}
    </section>
  );
}
