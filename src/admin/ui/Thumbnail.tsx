import { mediaVariantUrl } from '../../domain/media.ts';
import type { Column } from './DataTable.tsx';

interface ThumbnailProps {
  /** The stored picture's URL; its `variant`-pixel WebP is shown. */
  url: string;
  variant: number;
  width: number;
  height: number;
  fit: 'cover' | 'contain';
  className: string;
}

/** A table cell's small picture: a sized, lazy WebP variant, decorative (the row names it). */
export function Thumbnail({ url, variant, width, height, fit, className }: ThumbnailProps) {
  return (
    <img
      src={mediaVariantUrl(url, variant)}
      alt=""
      width={width}
      height={height}
      className={className}
      style={{ objectFit: fit }}
      loading="lazy"
    />
  );
}

export const noPicture = <span className="text-body-secondary">None</span>;

/** A table column showing each row's picture, or 'None'. */
export function pictureColumn<Item>(
  header: string,
  pictureOf: (item: Item) => string | null | undefined,
  look: Omit<ThumbnailProps, 'url'>,
): Column<Item> {
  return {
    header,
    cell: (item) => {
      const url = pictureOf(item);
      return url ? <Thumbnail url={url} {...look} /> : noPicture;
    },
  };
}
