import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { qrCodeSvgUrl } from '../../src/domain/media.ts';
import { createStaffQrCode } from '../../src/server/files/qr-codes.server.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';

for (const kind of await availableDatabaseKinds()) {
  describe(`staff QR codes (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind, { PUBLIC_URL: 'https://www.example.in' });
    });
    after(async () => t.close());

    it('stores a PNG and an SVG that encode PUBLIC_URL/staff/{id}', async () => {
      const staffId = '6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
      const url = await createStaffQrCode(t.context, staffId);
      assert.match(url, /^\/media\/[a-f0-9]{32}\.png$/);

      const png = await t.app.inject(url);
      assert.equal(png.statusCode, 200);
      assert.equal(png.headers['content-type'], 'image/png');
      const metadata = await sharp(png.rawPayload).metadata();
      assert.equal(metadata.format, 'png');

      // The same text through the same encoder gives the same symbol: the SVG is compared whole.
      const expected = await QRCode.toString(`https://www.example.in/staff/${staffId}`, { errorCorrectionLevel: 'M', margin: 4, type: 'svg' });
      const svg = await t.app.inject(qrCodeSvgUrl(url));
      assert.equal(svg.statusCode, 200);
      assert.equal(svg.headers['content-type'], 'image/svg+xml');
      assert.equal(svg.body, expected);
      const other = await QRCode.toString(`https://www.example.in/staff/someone-else`, { errorCorrectionLevel: 'M', margin: 4, type: 'svg' });
      assert.notEqual(svg.body, other);
    });
  });
}
