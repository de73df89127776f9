/**
 * /staff-panel/{id} (docs/product.md#staff-panel): the staff detail of the public site, signed-in variant
 * (QR code, Share, 'Back to Staff Members'), from GET /api/team/public/{id}.
 */
import { useEffect, useState } from 'react';
import type { StaffDetail as StaffDetailData } from '../../domain/staff.ts';
import { StaffDetail, StaffDetailLoading, StaffNotFound } from '../../ui/staff/StaffDetail.tsx';
import { api, ApiError, failureMessage } from '../api/client.ts';
import { StaffPanelBar } from './StaffPanelBar.tsx';

type Loaded = { state: 'loading' } | { state: 'found'; staff: StaffDetailData } | { state: 'not-found' } | { state: 'failed'; text: string };

export default function StaffPanelDetailScreen({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    api<StaffDetailData>('GET', `/team/public/${encodeURIComponent(id)}`).then(
      (staff) => {
        if (!current) return;
        document.title = `${staff.name} | Staff Panel`;
        setLoaded({ state: 'found', staff });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setLoaded({ state: 'not-found' });
        else setLoaded({ state: 'failed', text: failureMessage('load', 'staff member', error) });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  return (
    <>
      <StaffPanelBar />
      <main className="container py-4" style={{ maxWidth: '60rem' }}>
        {loaded.state === 'loading' && <StaffDetailLoading />}
        {loaded.state === 'not-found' && <StaffNotFound />}
        {loaded.state === 'failed' && (
          <p className="alert alert-danger" role="alert">
            {loaded.text}
          </p>
        )}
        {loaded.state === 'found' && <StaffDetail staff={loaded.staff} signedIn />}
      </main>
    </>
  );
}
