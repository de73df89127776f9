import { createElement, type ReactNode } from 'react';
import { type MarkdownInline, parseMarkdown } from '../../domain/markdown.ts';

/**
 * Site content's Markdown subset (src/domain/markdown.ts) as React elements, rendered on the
 * server: every character of the source reaches the page as text, never as markup. Links
 * elsewhere open in a new tab and say so, like the site's other external links.
 */
export function Markdown({
  source,
  className,
  limit,
  lang,
}: {
  source: string;
  className?: string;
  /** Show only the first paragraphs. */
  limit?: number;
  /** 'en' when the text is English on a page in another language (fallbackLang). */
  lang?: 'en';
}): ReactNode {
  return parseMarkdown(source)
    .slice(0, limit)
    .map((paragraph, index) => createElement('p', { key: index, className, lang }, ...inlines(paragraph)));
}

/** Spread into createElement as separate arguments, so they need no keys. */
function inlines(nodes: readonly MarkdownInline[]): ReactNode[] {
  return nodes.map((node) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return createElement('br');
      case 'strong':
        return createElement('strong', null, ...inlines(node.children));
      case 'emphasis':
        return createElement('em', null, ...inlines(node.children));
      case 'link':
        return node.external
          ? createElement(
              'a',
              { href: node.href, target: '_blank', rel: 'noopener noreferrer' },
              ...inlines(node.children),
              createElement('span', { className: 'visually-hidden' }, ' (opens in a new tab)'),
            )
          : createElement('a', { href: node.href }, ...inlines(node.children));
    }
  });
}
