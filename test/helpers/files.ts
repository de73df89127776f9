import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** Real files of each type, made in memory so the tests carry no binary fixtures. */
export async function pngBytes(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
}

export async function jpegBytes(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } }).jpeg().toBuffer();
}

export async function pdfBytes(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Curriculum vitae');
  return Buffer.from(await document.save());
}

/** An MP4 header (ftyp box, brand isom) followed by filler: enough for type detection and ranges. */
export function mp4Bytes(size = 64 * 1024): Buffer {
  const bytes = Buffer.alloc(size, 7);
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  ftyp.copy(bytes);
  // The rest is one 'mdat' box so the file stays well-formed.
  bytes.writeUInt32BE(size - ftyp.length, ftyp.length);
  Buffer.from('mdat').copy(bytes, ftyp.length + 4);
  return bytes;
}

/** A Windows executable header: what a renamed .exe starts with. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(4096, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

export type MultipartPart = { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body in the order given, as a browser's FormData would send it. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.contentType}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The body of POST /api/uploads: the kind, then the file. */
export const uploadForm = (kind: string, filename: string, contentType: string, bytes: Buffer) =>
  multipart([
    { name: 'kind', value: kind },
    { name: 'file', filename, contentType, bytes },
  ]);
