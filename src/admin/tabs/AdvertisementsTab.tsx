import { advertisementCollection, type Advertisement } from '../../domain/advertisement.ts';
import { fieldColumn, type Column } from '../ui/DataTable.tsx';
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
  fieldColumn(advertisementCollection, 'title'),
];

/** Advertisement Management: the table, the add/edit dialog, delete and ordering. */
export default function AdvertisementsTab() {
  return (
    <EntityTab
      collection={advertisementCollection}
      columns={columns}
      subject={(ad) => ad.title}
    />
  );
}
