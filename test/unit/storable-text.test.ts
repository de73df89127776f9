/** What the database cannot store is found wherever it is in an input, and never made by a cut. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { holdsUnstorableText, isStorableText } from '../../src/domain/storable-text.ts';
import { cleanOriginalName } from '../../src/server/files/accept-file.server.ts';

test('a NUL or a lone surrogate is unstorable; whole characters of any script are not', () => {
  for (const text of ['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFy', '😀'.slice(0, 1)]) assert.equal(isStorableText(text), false, JSON.stringify(text));
  for (const text of ['', 'plain', 'മലയാളം', 'العربية', '😀👩‍💻', '\u0001\u202e']) assert.equal(isStorableText(text), true, JSON.stringify(text));
});

test('it is found in nested values and in names', () => {
  assert.equal(holdsUnstorableText({ a: [{ b: 'ok' }, { c: ['x\u0000'] }] }), true);
  assert.equal(holdsUnstorableText({ ['k\uD800']: 'v' }), true);
  assert.equal(holdsUnstorableText({ a: 1, b: null, c: [true, 'ok'], d: { e: 'മ' } }), false);
  assert.equal(holdsUnstorableText(undefined), false);
});

test('a long file name is cut between characters, never through one', () => {
  const name = `${'a'.repeat(149)}😀😀.pdf`;
  const cleaned = cleanOriginalName(name);
  assert.equal(isStorableText(cleaned), true);
  assert.equal(cleaned, `${'a'.repeat(149)}😀`);
});
