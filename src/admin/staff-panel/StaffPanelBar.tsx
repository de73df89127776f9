/** The bar of the staff panel for a signed-in user: 'Admin Dashboard' and 'Logout' (back to the admin login). */
import { navigate, useAdminRoutes } from '../navigation.tsx';
import { useSession } from '../session.tsx';

export function StaffPanelBar() {
  const paths = useAdminRoutes();
  const session = useSession();
  const logout = async () => {
    await session.logout().catch(() => undefined);
    navigate(paths.login, { replace: true });
  };
  return (
    <header className="navbar bg-dark" data-bs-theme="dark">
      <nav className="container d-flex flex-wrap gap-2 justify-content-between" aria-label="Staff panel">
        <span className="navbar-brand mb-0 h1 fs-5">Staff Panel</span>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-outline-light" onClick={() => navigate(paths.dashboard)}>
            Admin Dashboard
          </button>
          <button type="button" className="btn btn-light" onClick={logout}>
            Logout
          </button>
        </div>
      </nav>
    </header>
  );
}
