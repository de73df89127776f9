import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { flagOf } from '../../src/site/content/languages.ts';

test('the language menu offers the ten languages of docs/product.md#entities, each with a flag file', () => {
  assert.deepEqual(
    LANGUAGES.map((language) => `${language.code} ${language.name}`),
    ['en English', 'gu Gujarati', 'hi Hindi', 'kn Kannada', 'ml Malayalam', 'mr Marathi', 'pa Punjabi', 'ta Tamil', 'te Telugu', 'ar Arabic'],
  );
  for (const language of LANGUAGES) assert.ok(existsSync(`public${flagOf(language.code)}`), language.code);
  assert.deepEqual(LANGUAGES.filter((language) => language.direction === 'rtl').map((language) => language.code), ['ar']);
});
