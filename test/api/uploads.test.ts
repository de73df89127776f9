import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { uploadRules } from '../../src/domain/media.ts';
import { messages } from '../../src/domain/messages.ts';
import { bearer } from '../helpers/accounts.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { availablePort } from '../helpers/ports.ts';
import { exeBytes, jpegBytes, mp4Bytes, multipart, pdfBytes, pngBytes, svgWithScript, uploadForm } from '../helpers/files.ts';

const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);

for (const kind of await availableDatabaseKinds()) {
  describe(`POST /api/uploads (${kind})`, () => {
    const t = signedInTestApp(kind, { SUBMISSION_LIMIT: '3' });

    const upload = (form: ReturnType<typeof uploadForm>, signedIn = true, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: form.payload,
        headers: { ...form.headers, ...(signedIn ? bearer(t.token) : {}) },
        remoteAddress: ip,
      });
    const stored = () => filesIn(path.join(t.context.env.dataDir, 'uploads'));
    const temporary = () => filesIn(path.join(t.context.env.dataDir, 'tmp'));

    it('stores every accepted kind and answers its URL', async () => {
      const cases = [
        ['image', 'me.jpg', 'image/jpeg', await jpegBytes(), /\.jpg$/],
        ['logo', 'logo.png', 'image/png', await pngBytes(), /\.png$/],
        ['ad-image', 'ad.png', 'image/png', await pngBytes(), /\.png$/],
        ['video', 'clip.mp4', 'video/mp4', mp4Bytes(), /\.mp4$/],
        ['resume', 'cv.pdf', 'application/pdf', await pdfBytes(), /\.pdf$/],
      ] as const;
      for (const [uploadKind, name, type, bytes, extension] of cases) {
        const response = await upload(uploadForm(uploadKind, name, type, bytes));
        assert.equal(response.statusCode, 201, `${uploadKind}: ${response.body}`);
        assert.match(response.json().url, /^\/media\/[a-f0-9]{32}\./);
        assert.match(response.json().url, extension);
      }
    });

    it('decides the type by the bytes: a PNG declared as JPEG is stored as PNG', async () => {
      const response = await upload(uploadForm('image', 'photo.jpg', 'image/jpeg', await pngBytes()));
      assert.equal(response.statusCode, 201);
      assert.match(response.json().url, /\.png$/);
      const served = await t.app.inject(response.json().url);
      assert.equal(served.headers['content-type'], 'image/png');
    });

    it('refuses an executable renamed to .pdf with its documented message', async () => {
      const before = stored().length;
      const response = await upload(uploadForm('resume', 'cv.pdf', 'application/pdf', exeBytes()), false);
      assert.equal(response.statusCode, 415);
      assert.equal(response.json().error, messages.application.pdfOnly);
      assert.equal(stored().length, before);
    });

    it('refuses an SVG with a script as a logo or advertisement image', async () => {
      for (const uploadKind of ['logo', 'ad-image'] as const) {
        const response = await upload(uploadForm(uploadKind, 'logo.svg', 'image/svg+xml', svgWithScript));
        assert.equal(response.statusCode, 415);
        assert.equal(response.json().error, uploadRules[uploadKind].invalidType);
      }
      assert.equal(uploadRules.logo.invalidType, messages.client.invalidLogo);
    });

    it('refuses types outside each kind', async () => {
      const cases = [
        ['image', 'a.pdf', await pdfBytes()],
        ['video', 'a.png', await pngBytes()],
        ['logo', 'a.mp4', mp4Bytes()],
        ['resume', 'a.png', await pngBytes()],
      ] as const;
      for (const [uploadKind, name, bytes] of cases) {
        const response = await upload(uploadForm(uploadKind, name, 'application/octet-stream', bytes));
        assert.equal(response.statusCode, 415, uploadKind);
        assert.equal(response.json().error, uploadRules[uploadKind].invalidType);
      }
    });

    it('answers 413 past each limit while streaming and keeps nothing partial', async () => {
      const oversize = (bytes: Buffer, max: number) => Buffer.concat([bytes, Buffer.alloc(max + 1 - bytes.length, 0)]);
      const cases = [
        ['image', await jpegBytes()],
        ['logo', await pngBytes()],
        ['ad-image', await pngBytes()],
        ['resume', await pdfBytes()],
        ['video', mp4Bytes()],
      ] as const;
      for (const [uploadKind, bytes] of cases) {
        const max = uploadRules[uploadKind].maxBytes;
        const exact = await upload(uploadForm(uploadKind, 'f', 'application/octet-stream', oversize(bytes, max - 1)));
        assert.notEqual(exact.statusCode, 413, `${uploadKind} at exactly the limit`);
        const keptBefore = stored().length;
        const response = await upload(uploadForm(uploadKind, 'f', 'application/octet-stream', oversize(bytes, max)));
        assert.equal(response.statusCode, 413, uploadKind);
        assert.equal(response.json().error, uploadRules[uploadKind].tooLarge);
        assert.equal(stored().length, keptBefore, `${uploadKind}: nothing of the refused file is stored`);
      }
      assert.deepEqual(temporary(), []);
    });

    it('answers 413 over HTTP before the client has finished sending an oversize file', async () => {
      await t.app.listen({ port: await availablePort(3540), host: '127.0.0.1' });
      const address = t.app.server.address() as { port: number };
      const form = uploadForm('image', 'big.jpg', 'image/jpeg', await jpegBytes());
      const opening = form.payload.subarray(0, form.payload.length - 60); // everything up to the closing boundary
      const total = 40 * 1024 * 1024;
      let sent = 0;
      let answered = false;
      const request = http.request({
        port: address.port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/uploads',
        headers: { ...form.headers, ...bearer(t.token) },
      });
      request.on('error', () => {}); // the server may close the socket while we still write
      const answer = new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve) => {
        request.on('response', (response) => {
          answered = true;
          const sentWhenAnswered = sent;
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered }));
        });
      });
      request.write(opening);
      const chunk = Buffer.alloc(64 * 1024, 1);
      while (!answered && sent < total && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) await new Promise((resolve) => setTimeout(resolve, 1));
      }
      const result = await answer;
      request.destroy();
      assert.equal(result.status, 413);
      assert.equal(JSON.parse(result.body).error, uploadRules.image.tooLarge);
      assert.ok(result.sentWhenAnswered < total, `answered after ${result.sentWhenAnswered} of ${total} bytes`);
      assert.deepEqual(temporary(), []);
    });

    it('lets anonymous callers upload only resumes, within the public submission budget', async () => {
      const image = await upload(uploadForm('image', 'a.png', 'image/png', await pngBytes()), false, '10.0.0.9');
      assert.equal(image.statusCode, 401);
      const pdf = await pdfBytes();
      for (let i = 0; i < 3; i++) {
        const response = await upload(uploadForm('resume', 'cv.pdf', 'application/pdf', pdf), false, '10.0.0.9');
        assert.equal(response.statusCode, 201);
      }
      const over = await upload(uploadForm('resume', 'cv.pdf', 'application/pdf', pdf), false, '10.0.0.9');
      assert.equal(over.statusCode, 429);
      assert.equal(over.json().error, messages.http.tooManySubmissions);
    });

    it('needs a kind before the file, and a file', async () => {
      const noKind = await upload(multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', bytes: await pngBytes() }]));
      assert.equal(noKind.statusCode, 400);
      assert.equal(noKind.json().error, messages.file.invalidKind);
      const noFile = await upload(multipart([{ name: 'kind', value: 'image' }]));
      assert.equal(noFile.statusCode, 400);
      assert.equal(noFile.json().error, messages.file.missing);
      const json = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: { kind: 'image' }, headers: bearer(t.token) });
      assert.equal(json.statusCode, 415);
    });
  });
}
