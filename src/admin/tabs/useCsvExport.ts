import { useSession } from '../session.tsx';

/**
 * Downloads `/api{path}/export.csv` for the current search. A plain link does the download (the
 * session cookie goes with it, the server answers as an attachment); the session is checked first.
 */
export function useCsvExport(path: string, signInFor: string) {
  const { ensureSignedIn } = useSession();
  return async (query: string) => {
    if (!(await ensureSignedIn(signInFor))) return;
    const link = document.createElement('a');
    link.href = `/api${path}/export.csv${query ? `?q=${encodeURIComponent(query)}` : ''}`;
    link.download = '';
    document.body.append(link);
    link.click();
    link.remove();
  };
}
