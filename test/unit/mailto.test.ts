import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isEmail, mailtoHref } from '../../src/domain/email.ts';

test('an address the e-mail rule accepts links to that address alone, never to added recipients', () => {
  // The browser's rule (which the server follows) lets a query-like local part through.
  assert.ok(isEmail('x?bcc=attacker@example.com'));
  const href = mailtoHref('x?bcc=attacker@example.com');
  assert.equal(href, 'mailto:x%3Fbcc%3Dattacker@example.com');
  const link = new URL(href);
  assert.equal(link.search, '', 'no query: no bcc, cc, subject or body');
  assert.equal(mailtoHref("o'brien+work@example.co.in"), "mailto:o'brien%2Bwork@example.co.in");
  assert.equal(mailtoHref('a&cc=b@example.com'), 'mailto:a%26cc%3Db@example.com');
});
