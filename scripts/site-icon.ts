/**
 * Writes public/favicon.ico from the company's mark (public/images/logo.svg): 16, 32 and 48 px
 * PNG images in one ICO file, which every browser reads (browsers that take SVG icons use the
 * mark itself, linked from the pages). Run after changing the mark: `node scripts/site-icon.ts`;
 * the output is committed, so neither the build nor the server needs sharp for it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const SIZES = [16, 32, 48];
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

const mark = await readFile(new URL('../public/images/logo.svg', import.meta.url));
const images = await Promise.all(SIZES.map((size) => sharp(mark, { density: 72 * (size / 70) * 4 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()));

// ICONDIR, then one ICONDIRENTRY per image, then the images (PNG inside ICO, since Windows Vista).
const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // 1: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, index) => {
  const entry = HEADER_BYTES + ENTRY_BYTES * index;
  header.writeUInt8(SIZES[index]!, entry); // width (0 would mean 256)
  header.writeUInt8(SIZES[index]!, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});

const icon = Buffer.concat([header, ...images]);
await writeFile(new URL('../public/favicon.ico', import.meta.url), icon);
console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${icon.length} bytes`);
