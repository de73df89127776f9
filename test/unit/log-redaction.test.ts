import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactRequestUrl, redactTokens } from '../../src/server/http/log-redaction.server.ts';

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

test('request URLs in the access log lose the address of a privacy request and what the lists were searched for', () => {
  assert.equal(redactRequestUrl('/api/privacy/subject?email=asha%40example.com'), '/api/privacy/subject?email=[redacted]');
  assert.equal(redactRequestUrl('/api/contacts?limit=20&q=asha@example.com&offset=0'), '/api/contacts?limit=20&q=[redacted]&offset=0');
  assert.equal(redactRequestUrl('/api/contacts/export.csv?q=%2B91%2098'), '/api/contacts/export.csv?q=[redacted]');
  assert.equal(redactRequestUrl('/api/verify-change?token=Abc&userId=7'), '/api/verify-change?token=[redacted]&userId=7');
  assert.equal(redactRequestUrl('/console-x/login?next=%2Fapi%2Fteam%3Fq%3DAsha%26limit%3D5'), '/console-x/login?next=%2Fapi%2Fteam%3Fq%3D[redacted]%26limit%3D5');
  assert.equal(redactRequestUrl('/api/team?limit=5&quality=high'), '/api/team?limit=5&quality=high', 'only those parameters');
});
