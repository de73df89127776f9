import QRCode from 'qrcode';
import type { AppContext } from '../context.server.ts';
import { saveUpload } from './upload-store.server.ts';

/** What a staff member's QR code encodes: the public address of their detail page. */
export const staffPageUrl = (context: AppContext, staffId: string) => `${context.env.publicUrl}/staff/${staffId}`;

// Medium error correction survives a printed badge being scuffed; 4 modules of quiet zone as the standard asks.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * Makes the QR code of a staff member (encoding PUBLIC_URL/staff/{id}), stores it as media and
 * returns the PNG's URL; the SVG is its `?format=svg` variant (qrCodeSvgUrl in domain/media).
 */
export async function createStaffQrCode(context: AppContext, staffId: string): Promise<string> {
  const text = staffPageUrl(context, staffId);
  const png = await QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png', width: 512 });
  const svg = Buffer.from(await QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' }));
  return saveUpload(context, {
    kind: 'qr-code',
    contentType: 'image/png',
    ext: 'png',
    source: { bytes: png },
    size: png.length,
    originalName: `staff-qr-code.png`,
    variants: [{ name: 'svg', ext: 'svg', contentType: 'image/svg+xml', bytes: svg }],
  });
}
