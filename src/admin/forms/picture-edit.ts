/**
 * Pictures changed in the browser before they are sent (docs/decisions/097): a WebP or HEIC photo
 * converted to JPEG, a photo over its field's limit made smaller, a square cut from a staff photo
 * or logo. Loaded as a chunk of its own when a picture needs one of these; the HEIC decoder (WASM,
 * about 730 KB gzip) is a further chunk loaded only for a HEIC photo. What comes out still meets
 * the field's types and limit, and the server re-encodes it and strips its metadata as any upload.
 */
import { uploadRules, type UploadKind } from '../../domain/media.ts';
import { isHeicFile } from './fileChecks.ts';

/** A square cut from a chosen picture, in the picture's own pixels (x, y: its top-left corner). */
export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

/** JPEG qualities tried in turn until the picture fits its field's limit. */
const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4];

/** The widest the field's pages ever show it: its largest served variant. */
const largestServed = (kind: UploadKind) => Math.max(...uploadRules[kind].variantWidths);

// Square fields (staff photos, logos) are cut to a square after this, so their shorter side is
// kept at the served size; advertisement pictures are shown at their width.
const isSquareKind = (kind: UploadKind) => kind === 'image' || kind === 'logo';

async function decode(file: File): Promise<ImageBitmap> {
  if (await isHeicFile(file)) {
    const { heicTo } = await import('heic-to/csp');
    return heicTo({ blob: file, type: 'bitmap' });
  }
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

function draw(bitmap: ImageBitmap, region: Region, width: number, height: number, opaque: boolean): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  if (opaque) {
    // JPEG has no transparency: a transparent logo gets a white ground, not a black one.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, region.x, region.y, region.width, region.height, 0, 0, width, height);
  return canvas;
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))), type, quality),
  );

const renamed = (name: string, extension: string) => `${name.replace(/\.[^.]*$/, '') || 'picture'}.${extension}`;

/** `canvas` as a JPEG within `maxBytes`, at the best quality that fits. */
async function jpegWithin(canvas: HTMLCanvasElement, maxBytes: number, name: string): Promise<File> {
  for (const quality of JPEG_QUALITIES) {
    const blob = await toBlob(canvas, 'image/jpeg', quality);
    if (blob.size <= maxBytes) return new File([blob], renamed(name, 'jpg'), { type: 'image/jpeg' });
  }
  throw new Error('The picture does not fit the limit even at low quality.');
}

/**
 * `file` (any picture the browser or the HEIC decoder reads) as a JPEG no wider than its field's
 * largest served size (for a square field: its shorter side), within the field's limit.
 */
export async function fixPicture(kind: UploadKind, file: File): Promise<File> {
  const bitmap = await decode(file);
  try {
    const { width, height } = bitmap;
    const target = largestServed(kind);
    const scale = isSquareKind(kind) ? Math.min(1, target / Math.min(width, height)) : Math.min(1, target / width);
    const canvas = draw(bitmap, { x: 0, y: 0, width, height }, Math.round(width * scale), Math.round(height * scale), true);
    return await jpegWithin(canvas, uploadRules[kind].maxBytes, file.name);
  } finally {
    bitmap.close();
  }
}

/**
 * The square `crop` (in the picture's own pixels) of `file`, no larger than the field's largest
 * served size; a PNG stays a PNG (a logo may be transparent) unless that is over the limit.
 */
export async function cropToSquare(kind: UploadKind, file: File, crop: SquareCrop): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const side = Math.max(1, Math.round(Math.min(crop.size, largestServed(kind))));
    const region = { x: crop.x, y: crop.y, width: crop.size, height: crop.size };
    const { maxBytes } = uploadRules[kind];
    if (file.type === 'image/png') {
      const png = await toBlob(draw(bitmap, region, side, side, false), 'image/png');
      if (png.size <= maxBytes) return new File([png], renamed(file.name, 'png'), { type: 'image/png' });
    }
    return await jpegWithin(draw(bitmap, region, side, side, true), maxBytes, file.name);
  } finally {
    bitmap.close();
  }
}
