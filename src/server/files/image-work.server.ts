/**
 * What sharp (libvips) does for the site, run only in the image process
 * (image-process-entry.server.ts), never in the server: see image-process.server.ts for why.
 */
import { sharp } from './sharp.server.ts';

interface ImageVariant {
  width: number;
  bytes: Buffer;
}

// A decompression bomb stops here instead of filling the memory of a small server.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * WebP copies of an image at the given widths (never wider than the original), for srcset.
 * Returns null when the bytes are not a decodable image despite their magic bytes.
 */
async function makeImageVariants(source: string | Buffer, widths: readonly number[]): Promise<ImageVariant[] | null> {
  if (widths.length === 0) return [];
  try {
    const options = { animated: true, limitInputPixels: MAX_INPUT_PIXELS };
    await sharp(source, options).metadata();
    return await Promise.all(
      widths.map(async (width) => ({
        width,
        bytes: await sharp(source, options)
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch {
    return null;
  }
}

/**
 * The original image re-encoded in its own format, turned upright and without metadata: a
 * phone photo's EXIF can carry where it was taken, and staff pictures are public. GIFs are kept
 * as they are (re-encoding animations costs much and they rarely carry location).
 */
async function withoutMetadata(source: string | Buffer, contentType: string): Promise<Buffer | null> {
  const image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'image/png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'image/webp':
      return image.webp({ quality: 90 }).toBuffer();
    default:
      return null;
  }
}

/** A picture drawn as SVG, as PNG (the demo content's pictures). */
const svgToPng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

export const imageWork = { makeImageVariants, withoutMetadata, svgToPng };

export type ImageWork = typeof imageWork;
