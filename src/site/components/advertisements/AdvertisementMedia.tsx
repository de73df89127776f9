import type { ShownAdvertisement } from '../../../domain/advertisement.ts';
import { mediaSrcSet, mediaVariantUrl, mediaWidths } from '../../../domain/media-url.ts';

// Card widths: full width on phones, half from sm, a third of the 9-column area from xl.
const CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 576px) 50vw, 100vw';

interface AdvertisementMediaProps {
  ad: Pick<ShownAdvertisement, 'title' | 'image' | 'video'>;
  /** 'card': a fixed 16:9 box for grids and the carousel; 'full': the whole picture or a playable video. */
  variant: 'card' | 'full';
  lazy?: boolean;
  /** The image's rendered width for srcset, when it is not a grid card. */
  sizes?: string;
  /** 'en' when the title is English on a page in another language. */
  titleLang?: 'en';
}

/** The image, else the video, of an advertisement; a neutral box with its title when it has neither. */
export function AdvertisementMedia({ ad, variant, lazy = true, sizes, titleLang }: AdvertisementMediaProps) {
  // Spans, not divs: the card wraps this in a <button>, which may only hold phrasing content.
  const box = variant === 'card' ? 'd-block ratio ratio-16x9 bg-body-secondary' : 'd-block';
  if (ad.image) {
    return (
      <span className={box}>
        <img
          src={mediaVariantUrl(ad.image, variant === 'card' ? 400 : 800)}
          srcSet={mediaSrcSet(ad.image, mediaWidths.advertisement) || undefined}
          sizes={sizes ?? (variant === 'card' ? CARD_SIZES : '100vw')}
          // In a card the title is printed beside the picture; the full view names it.
          alt={variant === 'card' ? '' : ad.title}
          lang={variant === 'card' ? undefined : titleLang}
          // A card's box is 16:9 whatever the picture; the full view shows the picture's own shape,
          // in a dialog that moves nothing on the page, so it claims no size beforehand.
          width={variant === 'card' ? 480 : undefined}
          height={variant === 'card' ? 270 : undefined}
          loading={lazy ? 'lazy' : 'eager'}
          fetchPriority={lazy ? 'auto' : 'high'}
          decoding="async"
          className={variant === 'card' ? 'object-fit-cover w-100 h-100' : 'img-fluid d-block mx-auto'}
        />
      </span>
    );
  }
  if (ad.video) {
    return variant === 'card' ? (
      // Muted, no controls: a still of the first frame; the modal plays it.
      <span className={box}>
        <video src={ad.video} preload="metadata" muted playsInline className="object-fit-cover" aria-hidden="true" />
      </span>
    ) : (
      // A lazy one sits in a closed dialog: nothing is fetched until it is played.
      <video src={ad.video} controls preload={lazy ? 'none' : 'metadata'} playsInline className="w-100" width={1024} height={576} aria-label={ad.title} lang={titleLang} />
    );
  }
  return (
    <span className="d-block ratio ratio-16x9 bg-body-secondary rounded" aria-hidden="true">
      <span className="d-flex align-items-center justify-content-center p-3 text-center fw-semibold text-body-emphasis" lang={titleLang}>
        {ad.title}
      </span>
    </span>
  );
}
