import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { purgeCss } from '../../scripts/build/bootstrap-subset.ts';

test('keeps element rules and rules whose classes are all used, inside media queries too', () => {
  const css = 'body{margin:0}.btn{color:red}.card{x:1}@media (min-width:992px){.col-lg-6{flex:0 0 50%}.row{display:flex}}';
  const out = purgeCss(css, new Set(['btn', 'row']));
  assert.equal(out, 'body{margin:0}.btn{color:red}@media (min-width:992px){.row{display:flex}}');
});

test('drops only the unused selectors of a list and ignores classes inside :not()', () => {
  const css = '.btn:not(.btn-check)+.btn,.card .btn{a:b}.alert{c:d}';
  assert.equal(purgeCss(css, new Set(['btn'])), '.btn:not(.btn-check)+.btn{a:b}');
});

test('the real Bootstrap stylesheet shrinks to what a page uses and keeps keyframes', () => {
  const css = readFileSync('node_modules/bootstrap/dist/css/bootstrap.css', 'utf8');
  const out = purgeCss(css, new Set(['container', 'btn', 'btn-primary', 'spinner-border']));
  assert.ok(out.length < css.length / 5, `${out.length} bytes left`);
  assert.match(out, /\.btn-primary\s*\{/);
  assert.match(out, /@keyframes spinner-border/);
  assert.doesNotMatch(out, /\.card\s*\{/);
  assert.doesNotMatch(out, /data-bs-theme=dark/);
});
