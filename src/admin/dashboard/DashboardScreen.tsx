/**
 * The admin dashboard ({adminBase}, docs/product.md#admin-area): a collapsible sidebar with the tabs,
 * the Staff Panel link, View site (the public site in a new tab) and Logout, and the open tab. The open tab is in the address (?tab=),
 * so reload, back and a bookmark return to it.
 */
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { navigate, useAdminRoutes, useLocation } from '../navigation.tsx';
import { useSession } from '../session.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { DashboardAnswer } from '../../domain/dashboard.ts';
import { isOwner } from '../../domain/account.ts';
import { routes } from '../../domain/routes.ts';
import { OwnersOnlyNotice } from '../ui/OwnersOnlyNotice.tsx';
import { refreshDashboard, useDashboardData } from './dashboard-data.ts';
import { dashboardTexts } from './dashboard-texts.ts';
import { SidebarIcon } from './SidebarIcon.tsx';
import { adminTabs } from './tabs.tsx';
import { isTabId, tabHref, type TabId } from './tab-ids.ts';

const SIDEBAR_ID = 'admin-sidebar-nav';

/**
 * Below Bootstrap's md breakpoint the sidebar is a bar across the top (admin.css) with a Menu
 * button: the labelled list unfolds above the tab and folds away again once a tab is chosen. An
 * icon strip was tried and read as riddles (issue 37). Wider, the collapsed sidebar shows its
 * icons, each label appearing beside it on hover and on keyboard focus.
 */
const narrowQuery = () => window.matchMedia('(max-width: 575.98px)');
const isNarrow = () => narrowQuery().matches;
function subscribeNarrow(onChange: () => void): () => void {
  const query = narrowQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const useNarrow = () => useSyncExternalStore(subscribeNarrow, isNarrow, () => false);

/** The work waiting behind a tab, for its badge: how many and how it is read out. */
function waitingIn(tab: TabId, answer: DashboardAnswer | null): { count: number; text: string } | null {
  const count = tab === 'contacts' ? answer?.attention.enquiries : tab === 'inquiries' ? answer?.attention.applications : undefined;
  if (!count) return null;
  return { count, text: tab === 'contacts' ? dashboardTexts.sidebar.contacts(count) : dashboardTexts.sidebar.inquiries(count) };
}

export default function DashboardScreen() {
  const { search } = useLocation();
  const paths = useAdminRoutes();
  const session = useSession();
  const [collapsed, setCollapsed] = useState(isNarrow);
  const narrow = useNarrow();
  const { answer } = useDashboardData();
  const requested = new URLSearchParams(search).get('tab');
  const activeId: TabId = isTabId(requested) ? requested : 'dashboard';
  const active = adminTabs.find((tab) => tab.id === activeId) ?? adminTabs[0]!;
  const ActiveTab = active.component;
  // What the role cannot do is not offered; its address shows a notice, not a screen of refusals.
  const owner = isOwner(session.user);
  const shownTabs = adminTabs.filter((tab) => owner || !tab.ownersOnly);
  const activeRefused = Boolean(active.ownersOnly) && !owner;

  useEffect(() => {
    document.title = `${active.label} | Admin Dashboard`;
  }, [active.label]);

  // The sidebar's counts follow the office's work: asked again whenever a tab opens.
  useEffect(() => {
    refreshDashboard();
  }, [activeId]);

  const openTab = (id: TabId) => {
    navigate(tabHref(paths.dashboard, id));
    if (isNarrow()) setCollapsed(true);
  };

  const logout = async () => {
    // docs/product.md#dashboard: Logout signs out and goes to the public home page.
    await session.logout().catch(() => undefined);
    window.location.assign('/');
  };

  return (
    <div className="admin-shell">
      {/* The landmark holds the Menu button too: on a phone the sections are one tap away, and the
          navigation itself is always there to find. */}
      <nav aria-label="Admin sections" className={`admin-sidebar bg-dark text-white p-2${collapsed ? ' is-collapsed' : ''}`}>
        <button
          type="button"
          className="btn btn-outline-light btn-sm align-self-start admin-sidebar-toggle"
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          aria-label={narrow ? undefined : collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={() => setCollapsed((value) => !value)}
        >
          {narrow ? (
            <>
              <span aria-hidden="true">☰</span> Menu
            </>
          ) : (
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          )}
        </button>
        <div id={SIDEBAR_ID} className="admin-sidebar-nav">
          <ul className="nav admin-sidebar-list">
            {shownTabs.map((tab) => {
              const waiting = waitingIn(tab.id, answer);
              const countId = `${SIDEBAR_ID}-${tab.id}-count`;
              return (
                <li className="nav-item" key={tab.id}>
                  <button
                    type="button"
                    className="nav-link btn btn-link"
                    aria-current={tab.id === activeId ? 'page' : undefined}
                    aria-describedby={waiting ? countId : undefined}
                    onClick={() => openTab(tab.id)}
                  >
                    <SidebarIcon name={tab.id} />
                    <span className="admin-sidebar-label">{tab.label}</span>
                    {/* The number is seen; the description ('3 new') is heard after the name, which stays the tab's. */}
                    {waiting ? (
                      <span className="badge rounded-pill text-bg-light admin-sidebar-count" aria-hidden="true">
                        {waiting.count}
                      </span>
                    ) : null}
                  </button>
                  {waiting ? (
                    <span id={countId} hidden>
                      {waiting.text}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <ul className="nav admin-sidebar-list admin-sidebar-end">
            <li className="nav-item">
              <a
                className="nav-link"
                href={paths.staffPanel}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(paths.staffPanel);
                }}
              >
                <SidebarIcon name="staff-panel" />
                <span className="admin-sidebar-label">Staff Panel</span>
              </a>
            </li>
            <li className="nav-item">
              <a className="nav-link" href={routes.home} target="_blank" rel="noopener">
                <SidebarIcon name="view-site" />
                <span className="admin-sidebar-label">
                  View site<span className="visually-hidden"> (opens in a new tab)</span>
                </span>
              </a>
            </li>
            <li className="nav-item">
              <button type="button" className="nav-link btn btn-link" onClick={logout}>
                <SidebarIcon name="logout" />
                <span className="admin-sidebar-label">Logout</span>
              </button>
            </li>
          </ul>
        </div>
      </nav>
      <main className="admin-main flex-grow-1 p-3 p-md-4">
        <header className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-4">
          <h1 className="h3 mb-0">Admin Dashboard</h1>
          {session.user ? <p className="text-body-secondary small mb-0">Signed in as {session.user.email}</p> : null}
        </header>
        <Suspense fallback={<Spinner />}>
          {activeRefused ? <OwnersOnlyNotice /> : <ActiveTab key={active.id} />}
        </Suspense>
      </main>
    </div>
  );
}
