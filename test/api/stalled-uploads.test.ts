/**
 * Uploads that start and then stop sending cannot block real applicants: an upload holds only
 * the bytes it has received of the unclaimed-resume share, one address has two uploads at most
 * in progress, and a connection that sends nothing for a few seconds is closed. Over real
 * sockets (app.inject cannot stall), from many addresses through X-Forwarded-For, which the
 * server believes from this machine.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { STALLED_BODY_MS } from '../../src/server/http/stalled-body.server.ts';
import { UPLOADS_AT_ONCE_PER_ADDRESS } from '../../src/server/files/store-upload.server.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';
import { pdfBytes, uploadForm } from '../helpers/files.ts';

const STALLED = 40;
const BOUNDARY = 'stalled-upload-boundary';

describe('stalled uploads', () => {
  let t: TestApp;
  let port = 0;
  before(async () => {
    t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', { SUBMISSION_LIMIT: '100' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(async () => t.close());

  /**
   * Opens an upload from `address` that sends the kind, a PDF's first bytes and then nothing,
   * promising 3 MB; resolves once the server is reading its file.
   */
  async function stalledUpload(address: string): Promise<net.Socket> {
    const head = Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="kind"\r\n\r\nresume\r\n` +
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/uploads HTTP/1.1\r\nhost: 127.0.0.1\r\nx-forwarded-for: ${address}\r\n` +
        `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${3 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(head);
    return socket;
  }

  const sendResume = async (address: string) => {
    const form = uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes());
    return fetch(`http://127.0.0.1:${port}/api/uploads`, { method: 'POST', headers: { ...form.headers, 'x-forwarded-for': address }, body: new Uint8Array(form.payload) });
  };

  it(`takes a real applicant's resume while ${STALLED} stalled uploads are open, and closes stalled ones`, async () => {
    const sockets: net.Socket[] = [];
    for (let index = 0; index < STALLED; index += 1) {
      sockets.push(await stalledUpload(`198.51.100.${Math.floor(index / UPLOADS_AT_ONCE_PER_ADDRESS) + 1}`));
    }
    const closed = sockets.map((socket) => new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now()))));
    const opened = Date.now();
    // Let the server read every stalled upload's first bytes.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const applicant = await sendResume('203.0.113.7');
    assert.equal(applicant.status, 201, await applicant.clone().text());
    assert.match(((await applicant.json()) as { url: string }).url, /^\/media\/[a-f0-9]{32}\.pdf$/);

    // A third upload from an address that has two in progress waits its turn.
    const third = await sendResume('198.51.100.1');
    assert.equal(third.status, 429);
    assert.deepEqual(await third.json(), { error: messages.file.tooManyAtOnce, code: 'too_many_requests' });
    assert.ok(Number(third.headers.get('retry-after')) > 0);

    const closedAt = await Promise.all(closed);
    const waited = Math.max(...closedAt) - opened;
    assert.ok(waited >= STALLED_BODY_MS - 1000 && waited < STALLED_BODY_MS + 5000, `stalled uploads closed after ${waited} ms`);
    // Their share and their address's turns are given back.
    assert.equal((await sendResume('198.51.100.1')).status, 201);
  });
});
