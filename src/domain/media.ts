import { limits } from './limits.ts';
import { mediaWidths } from './media-url.ts';
import { messages } from './messages.ts';

/**
 * Upload kinds of POST /api/uploads (docs/product.md#http-api) and their rules, shared by the
 * server (which enforces them) and the forms (which can say them early). Types are decided by the
 * file's magic bytes.
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

export { isMediaUrl, MEDIA_PREFIX, mediaSrcSet, mediaVariantUrl, mediaWidths, qrCodeSvgUrl } from './media-url.ts';
