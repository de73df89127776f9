import type { Advertisement } from '../../domain/advertisement.ts';
import { advertisementEntity } from '../entities.ts';
import { AdvertisementFormDialog } from '../forms/AdvertisementFormDialog.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { noPicture, Thumbnail } from '../ui/Thumbnail.tsx';
import { EntityTab } from './EntityTab.tsx';

const columns: Column<Advertisement>[] = [
  {
    header: 'Media',
    cell: (ad) => (
      <div className="d-flex align-items-center gap-2">
        {ad.image ? <Thumbnail url={ad.image} variant={400} width={96} height={54} fit="cover" className="rounded border" /> : null}
        {ad.video ? <span className="badge text-bg-info">Video</span> : null}
        {!ad.image && !ad.video ? noPicture : null}
      </div>
    ),
  },
  { header: 'Title', cell: (ad) => ad.title },
];

/** Advertisement Management: the table, the add/edit dialog, delete and ordering. */
export default function AdvertisementsTab() {
  return (
    <EntityTab
      entity={advertisementEntity}
      columns={columns}
      subject={(ad) => ad.title}
      Dialog={AdvertisementFormDialog}
    />
  );
}
