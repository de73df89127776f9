/**
 * The admin dashboard ({adminBase}, docs/product.md#admin-area): a collapsible sidebar with the six tabs,
 * the Staff Panel link and Logout, and the open tab. The open tab is in the address (?tab=),
 * so reload, back and a bookmark return to it.
 */
import { Suspense, useEffect, useState } from 'react';
import { navigate, useAdminRoutes, useLocation } from '../navigation.tsx';
import { useSession } from '../session.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { SidebarIcon } from './SidebarIcon.tsx';
import { adminTabs } from './tabs.tsx';
import { isTabId, tabHref, type TabId } from './tab-ids.ts';

const SIDEBAR_ID = 'admin-sidebar-nav';

function startsCollapsed(): boolean {
  // Below Bootstrap's md breakpoint the sidebar would take most of the screen.
  return window.matchMedia('(max-width: 767.98px)').matches;
}

export default function DashboardScreen() {
  const { search } = useLocation();
  const paths = useAdminRoutes();
  const session = useSession();
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const requested = new URLSearchParams(search).get('tab');
  const activeId: TabId = isTabId(requested) ? requested : 'dashboard';
  const active = adminTabs.find((tab) => tab.id === activeId) ?? adminTabs[0]!;
  const ActiveTab = active.component;

  useEffect(() => {
    document.title = `${active.label} | Admin Dashboard`;
  }, [active.label]);

  const openTab = (id: TabId) => navigate(tabHref(paths.dashboard, id));

  const logout = async () => {
    // docs/product.md#dashboard: Logout signs out and goes to the public home page.
    await session.logout().catch(() => undefined);
    window.location.assign('/');
  };

  return (
    <div className="d-flex admin-shell">
      <aside className={`admin-sidebar bg-dark text-white d-flex flex-column p-2${collapsed ? ' is-collapsed' : ''}`}>
        <button
          type="button"
          className="btn btn-outline-light btn-sm align-self-start mb-3"
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </button>
        <nav id={SIDEBAR_ID} aria-label="Admin sections" className="d-flex flex-column flex-grow-1">
          <ul className="nav flex-column gap-1">
            {adminTabs.map((tab) => (
              <li className="nav-item" key={tab.id}>
                <button
                  type="button"
                  className="nav-link btn btn-link"
                  aria-current={tab.id === activeId ? 'page' : undefined}
                  title={collapsed ? tab.label : undefined}
                  onClick={() => openTab(tab.id)}
                >
                  <SidebarIcon name={tab.id} />
                  <span className="admin-sidebar-label">{tab.label}</span>
                </button>
              </li>
            ))}
          </ul>
          <ul className="nav flex-column gap-1 mt-auto pt-3 border-top border-secondary">
            <li className="nav-item">
              <a
                className="nav-link"
                href={paths.staffPanel}
                title={collapsed ? 'Staff Panel' : undefined}
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
              <button type="button" className="nav-link btn btn-link" title={collapsed ? 'Logout' : undefined} onClick={logout}>
                <SidebarIcon name="logout" />
                <span className="admin-sidebar-label">Logout</span>
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className="admin-main flex-grow-1 p-3 p-md-4">
        <header className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-4">
          <h1 className="h3 mb-0">Admin Dashboard</h1>
          {session.user ? <p className="text-body-secondary small mb-0">Signed in as {session.user.email}</p> : null}
        </header>
        <Suspense fallback={<Spinner />}>
          <ActiveTab key={active.id} />
        </Suspense>
      </main>
    </div>
  );
}
