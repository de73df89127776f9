import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { CONTENT_DOCS_PATH, contentDocs } from '../../scripts/content-docs.ts';

test('docs/content.md describes the content definitions as they are (node scripts/content-docs.ts rewrites it)', () => {
  assert.equal(readFileSync(CONTENT_DOCS_PATH, 'utf8'), contentDocs());
});
