import type { ShownAdvertisement } from '../../../domain/advertisement.ts';

/** An advertisement's link as a button-styled link ('Apply now', or the page's 'Learn more'); nothing without one. */
export function AdvertisementLink({ ad, className = '' }: { ad: ShownAdvertisement; className?: string }) {
  if (!ad.link) return null;
  return (
    <a className={`btn btn-primary ${className}`.trim()} href={ad.link} lang={ad.linkLang} data-ad-link>
      {ad.linkText}
    </a>
  );
}
