import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileStylesheet, criticalCss, firstScreenOf, markupOf } from '../../src/site/lib/critical-css.ts';
import { withDeferredStylesheet } from '../../src/site/lib/deferred-stylesheet.ts';
import { APPLY_DEFERRED_STYLESHEET } from '../../src/site/lib/inline-script.ts';

const critical = (css: string, firstScreen: string, wholePage = firstScreen) =>
  criticalCss(compileStylesheet(css), { firstScreen: markupOf(firstScreen), wholePage: markupOf(wholePage) });

test('keeps the rules whose classes and elements the first screen has, in their order and media', () => {
  const css = 'p{margin:0}table{width:100%}.btn{a:b}.card .btn{c:d}@media (width>=992px){.btn{e:f}.row{g:h}}';
  assert.equal(critical(css, '<p><a class="btn x">Go</a></p>'), 'p{margin:0}.btn{a:b}@media (width>=992px){.btn{e:f}}');
});

test('leaves hover, focus and active styles to the whole stylesheet, but keeps :not() and static states', () => {
  const css = '.btn:hover{a:b}.btn:focus-visible{c:d}.skip:not(:focus):not(:focus-within){e:f}.btn:disabled{g:h}';
  assert.equal(critical(css, '<a class="btn skip"></a>'), '.skip:not(:focus):not(:focus-within){e:f}.btn:disabled{g:h}');
});

test('what a closed <details> hides is not on the first screen; its summary is', () => {
  const html = '<details class="menu"><summary class="toggle">Menu</summary><ul class="items"><li>One</li></ul></details>';
  assert.equal(critical('.toggle{a:b}.items{c:d}', html), '.toggle{a:b}');
  assert.equal(critical('.toggle{a:b}.items{c:d}', html.replace('<details', '<details open')), '.toggle{a:b}.items{c:d}');
});

test('nothing of a closed <dialog> is on the first screen; an open one is', () => {
  const html = '<p class="lead">Hi</p><dialog id="d" class="box"><h2 class="title">Details</h2></dialog>';
  assert.equal(critical('.lead{a:b}.box{c:d}.title{e:f}dialog:modal{g:h}', html), '.lead{a:b}');
  assert.equal(critical('.lead{a:b}.box{c:d}.title{e:f}', html.replace('<dialog', '<dialog open')), '.lead{a:b}.box{c:d}.title{e:f}');
});

test('rules that position an element come for the whole page, others only for the first screen', () => {
  const css = '.relative{position:relative}.pad{padding:1rem}';
  assert.equal(critical(css, '<main></main>', '<main><div class="relative pad"></div></main>'), '.relative{position:relative}');
});

test('drops custom properties nothing kept reads, through chains of properties, and unused keyframes', () => {
  const css = ':root{--a:1px;--b:var(--c);--c:red;--unused:0}.x{margin:var(--a);color:var(--b)}.spin{animation:spin 1s}@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}';
  assert.equal(critical(css, '<i class="x"></i>'), ':root{--a:1px;--b:var(--c);--c:red}.x{margin:var(--a);color:var(--b)}');
  assert.match(critical(css, '<i class="spin"></i>'), /\.spin\{animation:spin 1s\}@keyframes spin\{/);
  assert.equal(critical(':root{--w:2px}', '<i style="width:var(--w)"></i>'), ':root{--w:2px}');
});

test('the first screen is the page up to the end of the first blocks of <main>, or the whole of a shorter page', () => {
  const page = '<body><header class="h"></header><main><section class="one"><img src="x"><p>a</p></section><script>"</section>"</script><section class="two"></section><section class="three"></section></main><footer class="f"></footer></body>';
  const two = firstScreenOf(page, 2);
  assert.ok(two.endsWith('<section class="two"></section>'), two);
  assert.equal(firstScreenOf(page, 3), page);
  const wrapped = page.replace('<main>', '<main><div class="wrapper">').replace('</main>', '</div></main>');
  assert.ok(firstScreenOf(wrapped, 2).endsWith('<section class="two"></section>'), 'the blocks inside a single wrapper count');
});

test('a page of the public layout gets its critical CSS inline and its stylesheet deferred, with a fallback', () => {
  const page = `<html><head><link rel="stylesheet" href="/_astro/site.AbCd1234.css"></head><body><script>${APPLY_DEFERRED_STYLESHEET}</script><main><p class="lead">Hi</p></main></body></html>`;
  const html = withDeferredStylesheet(page, compileStylesheet('.lead{a:b}.other{c:d}'));
  assert.match(html, /<head><style>\.lead\{a:b\}<\/style><link rel="stylesheet" href="\/_astro\/site\.AbCd1234\.css" media="print" data-deferred><noscript><link rel="stylesheet" href="\/_astro\/site\.AbCd1234\.css"><\/noscript><\/head>/);
  const elsewhere = page.replace(APPLY_DEFERRED_STYLESHEET, '');
  assert.equal(withDeferredStylesheet(elsewhere, compileStylesheet('.lead{a:b}')), elsewhere, 'pages of other layouts are left alone');
});
