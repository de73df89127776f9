/**
 * The login page's banner comes from a code in its address, never from text in it: an address is
 * anybody's to write, and the admin path is no secret.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bannerFrom } from '../../src/admin/login/banner.ts';
import { LOGIN_BANNERS } from '../../src/domain/login-banners.ts';
import { messages } from '../../src/domain/messages.ts';

test('a known code in the address shows its own words', () => {
  assert.deepEqual(bannerFrom(null, '?error=session-ended'), { kind: 'error', text: messages.auth.sessionEnded });
  assert.deepEqual(bannerFrom(null, '?success=password-changed&next=%2Fx'), { kind: 'success', text: messages.verification.passwordChanged });
  for (const [kind, texts] of Object.entries(LOGIN_BANNERS)) {
    for (const [code, text] of Object.entries(texts)) assert.deepEqual(bannerFrom(undefined, `?${kind}=${code}`), { kind, text });
  }
});

test('text of any other kind in the address shows nothing', () => {
  for (const search of [
    '?error=Your+account+is+locked.+Call+%2B91+98470+12345',
    '?success=Password+reset.+Sign+in+at+https%3A%2F%2Fevil.example',
    '?message=anything',
    '?error=toString',
    '?error=__proto__',
    '?error=',
  ]) {
    assert.equal(bannerFrom(null, search), null, search);
  }
});

test('the admin\'s own screens still hand their outcome over in navigation state', () => {
  assert.deepEqual(bannerFrom({ success: messages.verification.emailChanged }, ''), { kind: 'success', text: messages.verification.emailChanged });
});
