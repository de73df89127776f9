import { commonEn } from '../domain/i18n/catalogue/en/common.ts';
import { fill } from '../domain/i18n/catalogue/fill.ts';
import { mediaSrcSet, mediaVariantUrl, mediaWidths } from '../domain/media-url.ts';

interface ProfilePhotoProps {
  name: string;
  src: string;
  /** Rendered width and height in CSS pixels (docs/product.md#limits: 100 in previews, 150 on full pages). */
  size: number;
  lazy?: boolean;
  /** The picture's description with a `{name}` hole, in the page's language. */
  photoOf?: string;
}

/** A round staff photo of a fixed size, or the member's initials when there is no photo. */
export function ProfilePhoto({ name, src, size, lazy = true, photoOf = commonEn.photoOf }: ProfilePhotoProps) {
  const box = { width: size, height: size };
  if (!src) {
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('');
    return (
      <div
        className="rounded-circle bg-primary-subtle text-primary-emphasis d-inline-flex align-items-center justify-content-center fw-semibold"
        style={{ ...box, fontSize: size / 3 }}
        aria-hidden="true"
      >
        {initials}
      </div>
    );
  }
  return (
    <img
      src={mediaVariantUrl(src, size)}
      srcSet={mediaSrcSet(src, mediaWidths.staff) || undefined}
      sizes={`${size}px`}
      alt={fill(photoOf, { name })}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className="rounded-circle object-fit-cover"
      style={box}
    />
  );
}
