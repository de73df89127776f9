/**
 * A small reader for compiled, well-formed CSS, enough to keep or drop whole rules by selector:
 * the build's Bootstrap subset (scripts/build/bootstrap-subset.ts) and each page's first-screen
 * CSS (critical-css.ts) both use it. Comments are dropped; everything else is kept as written.
 */

interface Rule { kind: 'rule'; selector: string; body: string }
interface AtBlock { kind: 'block'; prelude: string; children: CssNode[] }
interface Raw { kind: 'raw'; text: string }
export type CssNode = Rule | AtBlock | Raw;

/** Index of the brace that closes the block opened just before `start`, skipping strings. */
function closingBrace(css: string, start: number): number {
  let depth = 1;
  for (let i = start; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") i = css.indexOf(char, i + 1);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  throw new Error('Unbalanced braces in CSS');
}

export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 2;
      continue;
    }
    if (/\s/.test(css[i]!)) { i++; continue; }
    const brace = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (css[i] === '@' && semicolon !== -1 && (brace === -1 || semicolon < brace)) {
      nodes.push({ kind: 'raw', text: css.slice(i, semicolon + 1) });
      i = semicolon + 1;
      continue;
    }
    if (brace === -1) break;
    const prelude = css.slice(i, brace).trim();
    const end = closingBrace(css, brace + 1);
    const inner = css.slice(brace + 1, end);
    if (/^@(media|supports|layer|container)\b/.test(prelude)) nodes.push({ kind: 'block', prelude, children: parseCss(inner) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'raw', text: `${prelude}{${inner}}` });
    else nodes.push({ kind: 'rule', selector: prelude, body: inner });
    i = end + 1;
  }
  return nodes;
}

/** Splits at top-level occurrences of `separator` (not inside parentheses or strings). */
export function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") i = text.indexOf(char, i + 1);
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The classes a selector needs on the page; a class inside :not() need not be there. */
export function requiredClasses(selector: string): string[] {
  const required = selector.replace(/:not\([^)]*\)/g, '');
  return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * The stylesheet again with only the selectors `keep` accepts; a rule or block left with none
 * is dropped. Raw at-rules (@keyframes, @font-face) stay unless `keepRaw` says otherwise.
 */
export function printCss(nodes: CssNode[], keep: (selector: string) => boolean, keepRaw: (text: string) => boolean = () => true): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') {
      if (keepRaw(node.text)) out += node.text;
    } else if (node.kind === 'block') {
      const inner = printCss(node.children, keep, keepRaw);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else {
      const kept = splitTopLevel(node.selector, ',').filter(keep);
      if (kept.length) out += `${kept.join(',')}{${node.body.trim()}}`;
    }
  }
  return out;
}
