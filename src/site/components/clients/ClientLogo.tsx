import { fill } from '../../../domain/i18n/catalogue/fill.ts';
import { mediaSrcSet, mediaVariantUrl, mediaWidths } from '../../../domain/media-url.ts';

interface ClientLogoProps {
  name: string;
  src: string;
  size: number;
  /** The catalogue's '{name} logo'. */
  logoOf: string;
}

/** A client logo in a square box; logos keep their own proportions inside it. */
export function ClientLogo({ name, src, size, logoOf }: ClientLogoProps) {
  if (!src) return null;
  return (
    <img
      src={mediaVariantUrl(src, size)}
      srcSet={mediaSrcSet(src, mediaWidths.logo) || undefined}
      sizes={`${size}px`}
      alt={fill(logoOf, { name })}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="object-fit-contain"
      style={{ width: size, height: size }}
    />
  );
}
