import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactTokens } from '../../src/server/http/log-redaction.server.ts';

test('token values are redacted wherever they stand, and nothing else is touched', () => {
  assert.equal(
    redactTokens('/console-x/verify-password?token=Abc-_123&userId=7&type=password'),
    '/console-x/verify-password?token=[redacted]&userId=7&type=password',
  );
  assert.equal(redactTokens('https://site.example/api/verify-change?userId=7&token=Abc#top'), 'https://site.example/api/verify-change?userId=7&token=[redacted]#top');
  assert.equal(
    redactTokens('/console-x/login?next=%2Fconsole-x%2Fverify-email%3Ftoken%3DAbc123%26type%3Demail'),
    '/console-x/login?next=%2Fconsole-x%2Fverify-email%3Ftoken%3D[redacted]%26type%3Demail',
  );
  assert.equal(redactTokens('/api/team?limit=5&q=tokens'), '/api/team?limit=5&q=tokens');
});
