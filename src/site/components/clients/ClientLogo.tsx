import { mediaSrcSet, mediaVariantUrl, mediaWidths } from '../../../domain/media.ts';

interface ClientLogoProps {
  name: string;
  src: string;
  size: number;
}

/** A client logo in a square box; logos keep their own proportions inside it. */
export function ClientLogo({ name, src, size }: ClientLogoProps) {
  if (!src) return null;
  return (
    <img
      src={mediaVariantUrl(src, size)}
      srcSet={mediaSrcSet(src, mediaWidths.logo) || undefined}
      sizes={`${size}px`}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="object-fit-contain"
      style={{ width: size, height: size }}
    />
  );
}
