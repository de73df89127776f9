/**
 * The URLs pages give stored media: variants by width, srcsets, a QR code's SVG. Apart from the
 * upload rules (media.ts), whose error messages the public islands that only show pictures do
 * not need in their script.
 */

/** The sizes pages show (docs/product.md#limits: staff photos 100 px and 150 px), with their 2x versions. */
export const mediaWidths = {
  staff: [100, 150, 200, 300],
  logo: [160, 320],
  advertisement: [400, 800],
} as const;

export const MEDIA_PREFIX = '/media/';
export const isMediaUrl = (url: string) => url.startsWith(MEDIA_PREFIX);

/**
 * URL of the stored image at about `width` pixels (WebP). The server answers with the smallest
 * variant at least that wide, or the original when there is none, so any width is safe to ask.
 * Foreign URLs and '' are returned unchanged.
 */
export function mediaVariantUrl(url: string, width: number): string {
  if (!isMediaUrl(url) || url.includes('?')) return url;
  return `${url}?w=${Math.round(width)}`;
}

/** A `srcset` value for a stored image, e.g. mediaSrcSet(url, mediaWidths.staff); '' for other URLs. */
export function mediaSrcSet(url: string, widths: readonly number[]): string {
  if (!isMediaUrl(url) || url.includes('?')) return '';
  return widths.map((width) => `${mediaVariantUrl(url, width)} ${width}w`).join(', ');
}

/** The SVG version of a staff QR code (qrCode holds the PNG URL). */
export function qrCodeSvgUrl(qrCodeUrl: string): string {
  return isMediaUrl(qrCodeUrl) && !qrCodeUrl.includes('?') ? `${qrCodeUrl}?format=svg` : '';
}
