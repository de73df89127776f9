import { limits } from './limits.ts';
import { messages } from './messages.ts';

/**
 * Upload kinds of CONTRACT.md and their rules, shared by the server (which enforces them) and
 * the forms (which can say them early). Types are decided by the file's magic bytes.
 */
export const UPLOAD_KINDS = ['image', 'logo', 'ad-image', 'video', 'resume'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadRule {
  /** Accepted content types and the extension the server stores each one under. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  invalidType: string;
  tooLarge: string;
  /** Widths of the WebP variants made for pages (srcset); empty for files shown as they are. */
  variantWidths: readonly number[];
  /** Served only to signed-in callers, always as an attachment. */
  private: boolean;
}

const jpegPng = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
// SVG is never accepted from a client: it can carry script.
const webImages = { ...jpegPng, 'image/webp': 'webp', 'image/gif': 'gif' } as const;

/** The sizes pages show (SPEC: staff photos 100 px and 150 px), with their 2x versions. */
export const mediaWidths = {
  staff: [100, 150, 200, 300],
  logo: [160, 320],
  advertisement: [400, 800],
} as const;

export const uploadRules: Readonly<Record<UploadKind, UploadRule>> = {
  image: {
    types: jpegPng,
    maxBytes: limits.profileImageBytes,
    invalidType: messages.file.invalidImage,
    tooLarge: messages.file.imageTooLarge,
    variantWidths: mediaWidths.staff,
    private: false,
  },
  logo: {
    types: webImages,
    maxBytes: limits.logoBytes,
    invalidType: messages.client.invalidLogo,
    tooLarge: messages.file.imageTooLarge,
    variantWidths: mediaWidths.logo,
    private: false,
  },
  'ad-image': {
    types: webImages,
    maxBytes: limits.adImageBytes,
    invalidType: messages.file.invalidAdImage,
    tooLarge: messages.file.imageTooLarge,
    variantWidths: mediaWidths.advertisement,
    private: false,
  },
  video: {
    types: { 'video/mp4': 'mp4', 'video/webm': 'webm' },
    maxBytes: limits.videoBytes,
    invalidType: messages.file.invalidVideo,
    tooLarge: messages.file.videoTooLarge,
    variantWidths: [],
    private: false,
  },
  resume: {
    types: { 'application/pdf': 'pdf' },
    maxBytes: limits.resumeBytes,
    invalidType: messages.application.pdfOnly,
    tooLarge: messages.file.resumeTooLarge,
    variantWidths: [],
    private: true,
  },
};

export const isUploadKind = (value: unknown): value is UploadKind =>
  typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);

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
