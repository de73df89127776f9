import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { bearer, signIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { withoutCode } from '../helpers/entities.ts';
import { multipart, pdfBytes } from '../helpers/files.ts';

// Found by the malformed-input resilience run: a multipart body that does not match its
// boundary used to answer 500.
describe('broken multipart bodies answer 400 in our words', () => {
  let testApp: TestApp;
  let token: string;
  before(async () => {
    testApp = await createTestApp('embedded');
    token = await signIn(testApp.app, testApp.context.db);
  });
  after(() => testApp?.close());

  const body = '--real\r\nContent-Disposition: form-data; name="kind"\r\n\r\nresume\r\n--real--\r\n';
  for (const contentType of ['multipart/form-data; boundary=nope', 'multipart/form-data']) {
    for (const signedIn of [false, true]) {
      test(`${contentType} (${signedIn ? 'signed in' : 'anonymous'})`, async () => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { 'content-type': contentType, ...(signedIn ? bearer(token) : {}) },
          payload: body,
        });
        assert.equal(response.statusCode, 400);
        assert.deepEqual(withoutCode(response.json()), { error: messages.file.unreadable });
      });
    }
  }
});

// Found by the same run: a body that ends inside a file part, arriving in pieces as over a
// network, answered the application form's plain post with 500.
describe('a plain application post cut off inside a file part answers 400', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await createTestApp('embedded', {}, { pages: true });
  });
  after(() => testApp?.close());

  for (const field of ['resume', 'file']) {
    test(`cut off inside the "${field}" part`, async () => {
      const { payload, headers } = multipart([{ name: 'name', value: 'Devika Menon' }, { name: field, filename: 'cv.pdf', contentType: 'application/pdf', bytes: await pdfBytes() }]);
      const cut = payload.subarray(0, payload.length - 200);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/internship/apply',
        headers: { ...headers, 'content-length': String(cut.length) },
        payload: Readable.from([cut.subarray(0, 300), cut.subarray(300)]),
      });
      assert.equal(response.statusCode, 400);
      assert.match(response.headers['content-type'] ?? '', /text\/html/);
    });
  }
});
