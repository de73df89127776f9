import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { mediaVariantUrl, mediaWidths } from '../../src/domain/media.ts';
import { messages } from '../../src/domain/messages.ts';
import { releaseMedia, resolveMediaField, storeBuffer } from '../../src/server/files/media-fields.server.ts';
import { findUploadByUrl } from '../../src/server/files/upload-store.server.ts';
import { bearer } from '../helpers/accounts.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { dataUrl, jpegBytes, mp4Bytes, pdfBytes, pngBytes, svgWithScript, uploadForm } from '../helpers/files.ts';
import { startS3 } from '../helpers/s3.ts';

const s3 = await startS3();
after(async () => s3.close());

const drivers = { local: {}, s3: s3.env } as const;

for (const kind of await availableDatabaseKinds()) {
  for (const [driver, env] of Object.entries(drivers)) {
    describe(`stored media (${kind}, ${driver} storage)`, () => {
      const t = signedInTestApp(kind, env);
      const uploadsFolder = () => path.join(t.context.env.dataDir, 'uploads');

      it(`uses the ${driver} driver`, () => {
        assert.equal(t.context.storage.kind, driver);
      });

      it('stores server-made bytes under a random name and serves them with their stored type', async () => {
        const bytes = await pngBytes();
        const stored = await storeBuffer(t.context, { kind: 'image', bytes, originalName: '../../etc/passwd.png' });
        assert.ok(stored.ok);
        assert.match(stored.value, /^\/media\/[a-f0-9]{32}\.png$/);
        const onDisk = existsSync(path.join(uploadsFolder(), stored.value.slice('/media/'.length)));
        assert.equal(onDisk, driver === 'local');

        const response = await t.app.inject(stored.value);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-type'], 'image/png');
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
        assert.match(String(response.headers['cache-control']), /max-age=31536000, immutable/);
        assert.match(String(response.headers['content-disposition']), /^inline; filename="passwd\.png"/);
        const served = await sharp(response.rawPayload).metadata();
        assert.deepEqual([served.format, served.width, served.height], ['png', 640, 480]);
      });

      it('removes metadata such as EXIF from stored pictures', async () => {
        const withExif = await sharp(await jpegBytes())
          .withExif({ IFD0: { Copyright: 'Taken at home', Artist: 'Phone' } })
          .jpeg()
          .toBuffer();
        assert.ok((await sharp(withExif).metadata()).exif, 'the fixture carries EXIF');
        const stored = await storeBuffer(t.context, { kind: 'image', bytes: withExif, originalName: 'photo.jpg' });
        assert.ok(stored.ok);
        const response = await t.app.inject(stored.value);
        const metadata = await sharp(response.rawPayload).metadata();
        assert.equal(metadata.format, 'jpeg');
        assert.equal(metadata.exif, undefined);
        assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
      });

      it('makes WebP variants for the widths pages show and serves the nearest one', async () => {
        const stored = await storeBuffer(t.context, { kind: 'image', bytes: await jpegBytes(1000, 1000), originalName: 'me.jpg' });
        assert.ok(stored.ok);
        const row = await findUploadByUrl(t.context, stored.value);
        assert.deepEqual(Object.keys(row!.variants).map(Number).sort((a, b) => a - b), [...mediaWidths.staff]);
        for (const width of mediaWidths.staff) {
          const response: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject(mediaVariantUrl(stored.value, width));
          assert.equal(response.statusCode, 200);
          assert.equal(response.headers['content-type'], 'image/webp');
          const metadata = await sharp(response.rawPayload).metadata();
          assert.equal(metadata.format, 'webp');
          assert.equal(metadata.width, width);
        }
        const between = await sharp((await t.app.inject(mediaVariantUrl(stored.value, 120))).rawPayload).metadata();
        assert.equal(between.width, 150);
      });

      it('reads only the stored variants for ?format=, never names every object has', async () => {
        const stored = await storeBuffer(t.context, { kind: 'image', bytes: await pngBytes(400, 400), originalName: 'p.png' });
        assert.ok(stored.ok);
        for (const format of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'no-such-variant']) {
          const response: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject(`${stored.value}?format=${format}`);
          assert.equal(response.statusCode, 200, `?format=${format}: ${response.body}`);
          assert.equal(response.headers['content-type'], 'image/png', `?format=${format} answers the original`);
        }
      });

      it('accepts data URLs in media fields by their bytes, not their declared type', async () => {
        const png = await pngBytes(200, 200);
        const resolved = await resolveMediaField(t.context, { value: dataUrl('image/jpeg', png), kind: 'image' });
        assert.ok(resolved.ok);
        assert.match(resolved.value, /\.png$/);
        const svg = await resolveMediaField(t.context, { value: dataUrl('image/png', svgWithScript), kind: 'logo' });
        assert.deepEqual(svg, { ok: false, error: messages.client.invalidLogo });
        const video = await resolveMediaField(t.context, { value: dataUrl('video/mp4', png), kind: 'video' });
        assert.deepEqual(video, { ok: false, error: messages.file.invalidVideo });
        const foreign = await resolveMediaField(t.context, { value: 'https://elsewhere.example/x.png', kind: 'image' });
        assert.deepEqual(foreign, { ok: false, error: messages.file.uploadAgain });
        const externalLogo = await resolveMediaField(t.context, { value: 'https://client.example/logo.png', kind: 'logo' });
        assert.deepEqual(externalLogo, { ok: true, value: 'https://client.example/logo.png' });
        const plainHttp = await resolveMediaField(t.context, { value: 'http://client.example/logo.png', kind: 'logo' });
        assert.equal(plainHttp.ok, false);
        const kept = await resolveMediaField(t.context, { value: resolved.value, kind: 'image', previous: resolved.value });
        assert.deepEqual(kept, { ok: true, value: resolved.value });
      });

      it('serves byte ranges of a video (206) and refuses unsatisfiable ones (416)', async () => {
        const bytes = mp4Bytes(100_000);
        const upload = uploadForm('video', 'clip.mp4', 'video/mp4', bytes);
        const created = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: upload.payload, headers: { ...upload.headers, ...bearer(t.token) } });
        const url = created.json().url as string;

        const whole = await t.app.inject(url);
        assert.equal(whole.statusCode, 200);
        assert.equal(whole.headers['accept-ranges'], 'bytes');
        assert.equal(whole.headers['content-type'], 'video/mp4');

        const part = await t.app.inject({ url, headers: { range: 'bytes=1000-1999' } });
        assert.equal(part.statusCode, 206);
        assert.equal(part.headers['content-range'], `bytes 1000-1999/${bytes.length}`);
        assert.deepEqual(part.rawPayload, bytes.subarray(1000, 2000));

        const tail = await t.app.inject({ url, headers: { range: 'bytes=-500' } });
        assert.equal(tail.statusCode, 206);
        assert.deepEqual(tail.rawPayload, bytes.subarray(bytes.length - 500));

        const beyond = await t.app.inject({ url, headers: { range: `bytes=${bytes.length}-` } });
        assert.equal(beyond.statusCode, 416);
        assert.equal(beyond.headers['content-range'], `bytes */${bytes.length}`);
      });

      it('keeps resumes private: 404 to anyone not signed in, shown in the browser to staff (framed by the admin only)', async () => {
        const pdf = await pdfBytes();
        const upload = uploadForm('resume', 'Anu <CV>; final.pdf', 'application/pdf', pdf);
        const created = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: upload.payload, headers: upload.headers });
        assert.equal(created.statusCode, 201);
        const url = created.json().url as string;

        const anonymous = await t.app.inject(url);
        assert.equal(anonymous.statusCode, 404);
        assert.equal(anonymous.json().error, messages.http.notFound);

        const staff = await t.app.inject({ url, headers: bearer(t.token) });
        assert.equal(staff.statusCode, 200);
        assert.equal(staff.headers['content-type'], 'application/pdf');
        assert.equal(staff.headers['cache-control'], 'private, no-store');
        assert.match(String(staff.headers['content-disposition']), /^inline; filename="Anu CV final\.pdf"/);
        assert.equal(staff.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'self'");
        assert.equal(staff.headers['x-frame-options'], 'SAMEORIGIN');
        assert.deepEqual(staff.rawPayload, pdf);
      });

      it('deletes released files and their variants that nothing references', async () => {
        const stored = await storeBuffer(t.context, { kind: 'logo', bytes: await pngBytes(), originalName: 'logo.png' });
        assert.ok(stored.ok);
        const variant = mediaVariantUrl(stored.value, 160);
        assert.equal((await t.app.inject(variant)).statusCode, 200);
        await releaseMedia(t.context, [stored.value]);
        assert.equal((await t.app.inject(stored.value)).statusCode, 404);
        assert.equal(await findUploadByUrl(t.context, stored.value), null);
        const row = { key: stored.value.slice('/media/'.length) };
        assert.equal(await t.context.storage.open(row.key), null);
      });

      it('answers 404 for unknown names and never reads outside the uploads folder', async () => {
        for (const url of ['/media/0123456789abcdef0123456789abcdef.png', '/media/..%2f..%2fetc%2fpasswd', '/media/%2e%2e%2fdb%2fPG_VERSION']) {
          const response = await t.app.inject(url);
          assert.equal(response.statusCode, 404, url);
        }
        const names = existsSync(uploadsFolder()) ? readdirSync(uploadsFolder()) : [];
        assert.ok(names.every((name) => /^[a-f0-9]{32}(-\d+)?\.\w+$/.test(name)));
      });
    });
  }
}
