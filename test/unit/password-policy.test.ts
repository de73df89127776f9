import assert from 'node:assert/strict';
import { test } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { checkNewPassword, isCommonPassword } from '../../src/server/auth/password-policy.server.ts';

test('a password from the leaked list is refused, as typed or with digits and specials added at its end', () => {
  for (const common of ['P@ssw0rd', 'Password1!', 'Qwerty123!', 'Summer2024!', 'Sunshine!1', 'ILoveYou1!']) assert.ok(isCommonPassword(common), common);
  for (const own of ['Str0ng!Passw0rd', 'Tr0ub4dor&3', 'Correct!Horse9', 'C0lleague!Pass']) assert.ok(!isCommonPassword(own), own);
  assert.deepEqual(
    checkNewPassword('password'),
    { ok: false, error: 'Password is not strong enough... Add an uppercase letter, a digit and a symbol (one of @$!%*?&).' },
    'the strength rule speaks first, naming what is missing',
  );
  assert.deepEqual(checkNewPassword('Password1!'), { ok: false, error: messages.passwordChange.common, code: 'common_password' });
  assert.deepEqual(checkNewPassword('Str0ng!Passw0rd'), { ok: true, value: 'Str0ng!Passw0rd' });
});
