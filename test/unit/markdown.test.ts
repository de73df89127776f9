import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isAllowedLinkTarget, parseMarkdown } from '../../src/domain/markdown.ts';
import { Markdown } from '../../src/site/lib/markdown.ts';

const html = (source: string, className?: string) => renderToStaticMarkup(createElement(Markdown, { source, className }));
const NEW_TAB = '<span class="visually-hidden"> (opens in a new tab)</span>';

test('plain text is one paragraph, exactly as typed', () => {
  assert.equal(html('We are based in Thrissur, Kerala.', 'card-text'), '<p class="card-text">We are based in Thrissur, Kerala.</p>');
  assert.equal(html(''), '');
  assert.equal(html('  \n\n \n'), '');
});

test('blank lines separate paragraphs; a single line break stays a line break', () => {
  assert.equal(html('First.\n\nSecond\r\nline.\n \n\n\nThird.'), '<p>First.</p><p>Second<br/>line.</p><p>Third.</p>');
});

test('bold, italic and both', () => {
  assert.equal(html('A **bold** and *italic* word.'), '<p>A <strong>bold</strong> and <em>italic</em> word.</p>');
  assert.equal(html('**bold with *italic* inside**'), '<p><strong>bold with <em>italic</em> inside</strong></p>');
  assert.equal(html('*italic with **bold** inside*'), '<p><em>italic with <strong>bold</strong> inside</em></p>');
  assert.equal(html('***both***'), '<p><em><strong>both</strong></em></p>');
  assert.equal(html('intra*word*emphasis'), '<p>intra<em>word</em>emphasis</p>');
});

test('https and mailto links; the external one opens in a new tab and says so', () => {
  assert.equal(
    html('Read [the brochure](https://example.com/a_(b)?q=1&r=2) or [write](mailto:hello@example.com).'),
    `<p>Read <a href="https://example.com/a_(b)?q=1&amp;r=2" target="_blank" rel="noopener noreferrer">the brochure${NEW_TAB}</a> or <a href="mailto:hello@example.com">write</a>.</p>`,
  );
  assert.equal(
    html('[**Bold** link](https://example.com)'),
    `<p><a href="https://example.com" target="_blank" rel="noopener noreferrer"><strong>Bold</strong> link${NEW_TAB}</a></p>`,
  );
  assert.equal(
    html('*see [the city](https://en.wikipedia.org/wiki/Thrissur) now*'),
    `<p><em>see <a href="https://en.wikipedia.org/wiki/Thrissur" target="_blank" rel="noopener noreferrer">the city${NEW_TAB}</a> now</em></p>`,
  );
});

test('HTML in the text is shown as text, never as markup', () => {
  assert.equal(
    html('<script>alert(1)</script> <img src=x onerror=alert(1)> & "quotes"'),
    '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>',
  );
  assert.equal(html('**<b>x</b>**'), '<p><strong>&lt;b&gt;x&lt;/b&gt;</strong></p>');
  // An attribute value cannot be left either: the address is one escaped attribute.
  assert.equal(
    html('[x](https://example.com/"onmouseover="alert(1))'),
    `<p><a href="https://example.com/&quot;onmouseover=&quot;alert(1)" target="_blank" rel="noopener noreferrer">x${NEW_TAB}</a></p>`,
  );
});

test('links to anything but https and mailto stay visible text, not links', () => {
  for (const target of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com',
    '//example.com',
    '/admin',
    'https://',
    'https:///path',
    'mailto:',
    'mailto:nobody',
  ]) {
    const source = `[click](${target})`;
    const rendered = html(source);
    assert.doesNotMatch(rendered, /<a /, target);
    assert.equal(parseMarkdown(source).flat().some((node) => node.type === 'link'), false, target);
  }
  assert.equal(html('[click](javascript:alert(1))'), '<p>[click](javascript:alert(1))</p>');
  assert.equal(isAllowedLinkTarget('https://example.com/path'), true);
  assert.equal(isAllowedLinkTarget('mailto:care@example.com'), true);
  assert.equal(isAllowedLinkTarget(`https://example.com/${'a'.repeat(3000)}`), false);
});

test('unbalanced and stray markers are shown as typed', () => {
  assert.equal(html('**not closed'), '<p>**not closed</p>');
  assert.equal(html('*not closed'), '<p>*not closed</p>');
  assert.equal(html('closed only**'), '<p>closed only**</p>');
  assert.equal(html('2 * 3 * 4'), '<p>2 * 3 * 4</p>');
  assert.equal(html('**a*'), '<p>**a*</p>');
  assert.equal(html('*****'), '<p>*****</p>');
  assert.equal(html('[not a link]'), '<p>[not a link]</p>');
  assert.equal(html('[label](https://example.com'), '<p>[label](https://example.com</p>');
  assert.equal(html('[](https://example.com)'), '<p>[](https://example.com)</p>');
  assert.equal(html('[spaced](https://example.com/a b)'), '<p>[spaced](https://example.com/a b)</p>');
  assert.equal(html('*see [1]*'), '<p><em>see [1]</em></p>');
  // Markers do not reach over a paragraph break.
  assert.equal(html('**one\n\ntwo**'), '<p>**one</p><p>two**</p>');
});

test('a backslash keeps a marker as a character', () => {
  assert.equal(html('\\*not italic\\* and \\[not\\](https://example.com) \\\\'), '<p>*not italic* and [not](https://example.com) \\</p>');
  assert.equal(html('a \\b c'), '<p>a \\b c</p>');
});

test('a link inside a link keeps only the inner one', () => {
  assert.equal(
    html('[outer [inner](https://a.example)](https://b.example)'),
    `<p>[outer <a href="https://a.example" target="_blank" rel="noopener noreferrer">inner${NEW_TAB}</a>](https://b.example)</p>`,
  );
});

test('hostile sizes stay quick', () => {
  const started = performance.now();
  for (const source of ['*a '.repeat(4000), '**a *'.repeat(2500), '['.repeat(10_000), `[x](${'('.repeat(10_000)}`, '*'.repeat(10_000), 'x**y'.repeat(3000)]) {
    parseMarkdown(source);
  }
  assert.ok(performance.now() - started < 2000, 'parsing took too long');
});
