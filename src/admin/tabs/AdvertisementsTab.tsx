import { useEffect, useState } from 'react';
import { advertisementCollection, advertisementStatus, isLive, type Advertisement, type AdvertisementStatus } from '../../domain/advertisement.ts';
import { limits } from '../../domain/limits.ts';
import { fieldColumn, type Column } from '../ui/DataTable.tsx';
import { formatDateTime } from '../ui/format.ts';
import { noPicture, Thumbnail } from '../ui/Thumbnail.tsx';
import type { ServerList } from '../ui/useServerList.ts';
import { EntityTab } from './EntityTab.tsx';
import { allInOrder } from './useReorder.ts';

const mediaColumn: Column<Advertisement> = {
  header: 'Media',
  cell: (ad) => (
    <div className="d-flex align-items-center gap-2">
      {ad.image ? <Thumbnail url={ad.image} variant={400} width={96} height={54} fit="cover" className="rounded border" /> : null}
      {ad.video ? <span className="badge text-bg-info">Video</span> : null}
      {!ad.image && !ad.video ? noPicture : null}
    </div>
  ),
};

const badges: Record<AdvertisementStatus, string> = {
  Live: 'text-bg-success',
  Scheduled: 'text-bg-warning',
  Ended: 'text-bg-secondary',
  Hidden: 'text-bg-dark',
};

/** When a scheduled one starts, or when an ended one ended: the time that explains its status. */
function statusTime(ad: Advertisement, status: AdvertisementStatus): string {
  if (status === 'Scheduled') return `Starts ${formatDateTime(ad.startsAt)}`;
  if (status === 'Ended') return `Ended ${formatDateTime(ad.endsAt)}`;
  if (status === 'Live' && ad.endsAt) return `Until ${formatDateTime(ad.endsAt)}`;
  return '';
}

/**
 * The ids of the advertisements the home carousel shows now: the first five live ones of the
 * whole order (a page of the table may not hold them), read again whenever the table is.
 */
function useCarouselNow(list: ServerList<Advertisement>): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let current = true;
    allInOrder<Advertisement>(advertisementCollection.path)
      .then((ads) => {
        const now = Date.now();
        if (current) setIds(new Set(ads.filter((ad) => isLive(ad, now)).slice(0, limits.carouselItems).map((ad) => ad.id)));
      })
      // The column then shows no carousel marks; the table itself says what failed.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [list.items]);
  return ids;
}

/** The columns: media, title, and the status with the carousel mark. */
function useAdvertisementColumns(list: ServerList<Advertisement>): Column<Advertisement>[] {
  const carousel = useCarouselNow(list);
  const now = Date.now();
  return [
    mediaColumn,
    fieldColumn(advertisementCollection, 'title'),
    {
      header: 'Status',
      cell: (ad) => {
        const status = advertisementStatus(ad, now);
        const time = statusTime(ad, status);
        return (
          <div className="d-flex flex-column align-items-start gap-1" data-ad-status={status}>
            <span className={`badge ${badges[status]}`}>{status}</span>
            {time ? <small className="text-body-secondary">{time}</small> : null}
            {carousel.has(ad.id) ? <span className="badge text-bg-primary">In the home carousel</span> : null}
          </div>
        );
      },
    },
  ];
}

/** Advertisement Management: the table with each one's status, the add/edit dialog, delete and ordering (Move to top too). */
export default function AdvertisementsTab() {
  return (
    <EntityTab
      collection={advertisementCollection}
      columns={useAdvertisementColumns}
      subject={(ad) => ad.title}
      moveToTop
    />
  );
}
