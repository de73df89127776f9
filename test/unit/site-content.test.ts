import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { languages } from '../../src/site/content/languages.ts';

test('the language menu offers the ten languages of SPEC section 3, each with a flag file', () => {
  assert.deepEqual(
    languages.map((language) => `${language.code} ${language.name}`),
    ['en English', 'gu Gujarati', 'hi Hindi', 'kn Kannada', 'ml Malayalam', 'mr Marathi', 'pa Punjabi', 'ta Tamil', 'te Telugu', 'ar Arabic'],
  );
  for (const language of languages) assert.ok(existsSync(`public${language.flag}`), language.flag);
  assert.deepEqual(languages.filter((language) => language.direction === 'rtl').map((language) => language.code), ['ar']);
});
