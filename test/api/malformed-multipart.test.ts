import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { bearer, signIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { withoutCode } from '../helpers/entities.ts';

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
