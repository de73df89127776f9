/**
 * Ships only the part of Bootstrap's compiled CSS that the public site uses.
 *
 * The whole bootstrap.css is 230 KB and would block the first paint on a phone; we cannot pick
 * partials without Sass, so the build drops every rule whose selector names a class that appears
 * in none of the site's source files. A class is "used" when it occurs as a word anywhere under
 * the scanned folders, so write class names out in full (`col-md-6`, not `col-md-${n}`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface Rule { kind: 'rule'; selector: string; body: string }
interface AtBlock { kind: 'block'; prelude: string; children: Node[] }
interface Raw { kind: 'raw'; text: string }
type Node = Rule | AtBlock | Raw;

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

function parse(css: string): Node[] {
  const nodes: Node[] = [];
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
    if (/^@(media|supports|layer|container)\b/.test(prelude)) nodes.push({ kind: 'block', prelude, children: parse(inner) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'raw', text: `${prelude}{${inner}}` });
    else nodes.push({ kind: 'rule', selector: prelude, body: inner });
    i = end + 1;
  }
  return nodes;
}

/** Splits a selector list at top-level commas (not those inside :not(...) or :is(...)). */
function splitSelectors(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function selectorIsUsed(selector: string, used: ReadonlySet<string>): boolean {
  if (selector.includes('data-bs-theme=dark')) return false;
  // A class inside :not() does not have to be present for the selector to match.
  const required = selector.replace(/:not\([^)]*\)/g, '');
  for (const match of required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (!used.has(match[1]!)) return false;
  }
  return true;
}

function print(nodes: Node[], used: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') out += node.text;
    else if (node.kind === 'block') {
      const inner = print(node.children, used);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else {
      const kept = splitSelectors(node.selector).filter((selector) => selectorIsUsed(selector, used));
      if (kept.length) out += `${kept.join(',')}{${node.body.trim()}}`;
    }
  }
  return out;
}

/** The rules of `css` whose every required class is in `used`; element rules are kept. */
export function purgeCss(css: string, used: ReadonlySet<string>): string {
  return print(parse(css), used);
}

/** Every word that could be a class name in the source files under `dirs`. */
export function collectWords(dirs: string[], extensions = /\.(tsx?|astro|mjs)$/): Set<string> {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (extensions.test(name)) for (const word of readFileSync(full, 'utf8').match(/[\w-]+/g) ?? []) words.add(word);
    }
  };
  for (const dir of dirs) visit(dir);
  return words;
}

const BOOTSTRAP_CSS = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap\.css(\?.*)?$/;

/**
 * Vite plugin: `import 'bootstrap/dist/css/bootstrap.css'` yields only the used rules.
 * (bootstrap.min.css is left whole, for a page that wants all of it.)
 */
export function bootstrapSubset(options: { scan: string[] }) {
  return {
    name: 'bootstrap-subset',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!BOOTSTRAP_CSS.test(id)) return null;
      return { code: purgeCss(code, collectWords(options.scan)), map: null };
    },
  };
}
