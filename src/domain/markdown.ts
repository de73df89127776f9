import { limits } from './limits.ts';

/**
 * The small Markdown subset site content may use: paragraphs (a blank line between them), line
 * breaks, **bold**, *italic* and [text](https://… or mailto:…) links. Everything else is text:
 * no HTML, no headings, no images, and a marker without its partner stays a visible character.
 * Parsing gives a plain tree, with no React in it, that the site renders as React elements on the
 * server (src/site/lib/markdown.ts), so the text always reaches the page escaped.
 */
export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong' | 'emphasis'; children: MarkdownInline[] }
  | { type: 'link'; href: string; external: boolean; children: MarkdownInline[] };

export type MarkdownParagraph = MarkdownInline[];

/** A backslash before one of these keeps it as a character: \*, \[ … */
const ESCAPABLE = new Set(['\\', '*', '[', ']', '(', ')']);
/** Longer runs of asterisks are decoration ('*****'), not markers. */
const LONGEST_MARKER_RUN = 3;

export function parseMarkdown(source: string): MarkdownParagraph[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()).join('\n').trim())
    .filter(Boolean)
    .map(parseInline);
}

/** https:// addresses and mailto: with an address; anything else (javascript:, data:, relative) is not linked. */
export function isAllowedLinkTarget(href: string): boolean {
  if (href.length > limits.text.url) return false;
  if (/^mailto:/i.test(href)) return /^mailto:[^\s@<>()]+@[^\s@<>()]+$/i.test(href);
  return /^https:\/\/[^/\s]/i.test(href) && URL.canParse(href);
}

type Marker = '*' | '**' | '[';

/**
 * One left-to-right pass with a stack of openers (as CommonMark's delimiter stack, much
 * simplified): an opener is written as its literal text at first and becomes an element only
 * when its closer arrives, so whatever is left unclosed is simply shown as typed.
 */
function parseInline(text: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  const openers: { marker: Marker; at: number }[] = [];
  let buffer = '';

  const flush = () => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };
  const open = (marker: Marker) => {
    flush();
    openers.push({ marker, at: nodes.length });
    nodes.push({ type: 'text', text: marker });
  };
  /** Everything after the opener becomes its children; openers above it stay literal. */
  const close = (index: number, make: (children: MarkdownInline[]) => MarkdownInline) => {
    flush();
    const { at } = openers[index]!;
    openers.length = index;
    nodes[at] = make(nodes.splice(at + 1));
  };
  /** The nearest opener the predicate accepts, not looking past a pending '['. */
  const nearest = (accepts: (marker: Marker) => boolean, crossLinks: boolean) => {
    for (let index = openers.length - 1; index >= 0; index -= 1) {
      const { marker } = openers[index]!;
      if (accepts(marker)) return index;
      if (marker === '[' && !crossLinks) return -1;
    }
    return -1;
  };

  const asterisks = (start: number, end: number) => {
    const before = text[start - 1];
    const after = text[end];
    let remaining = end - start;
    if (remaining > LONGEST_MARKER_RUN) {
      buffer += text.slice(start, end);
      return;
    }
    if (before !== undefined && !/\s/.test(before)) {
      while (remaining > 0) {
        const index = nearest((marker) => marker !== '[' && marker.length <= remaining, false);
        if (index < 0) break;
        const strong = openers[index]!.marker === '**';
        close(index, (children) => ({ type: strong ? 'strong' : 'emphasis', children }));
        remaining -= strong ? 2 : 1;
      }
    }
    if (remaining === 0) return;
    if (after === undefined || /\s/.test(after)) {
      buffer += '*'.repeat(remaining);
      return;
    }
    // '***' opens italic outside bold, so '***both***' closes the bold first and then the italic.
    if (remaining !== 2) open('*');
    if (remaining >= 2) open('**');
  };

  const closeBracket = (at: number): number => {
    const index = nearest((marker) => marker === '[', true);
    const destination = index < 0 ? null : readDestination(text, at + 1);
    const hasLabel = buffer !== '' || (index >= 0 && openers[index]!.at < nodes.length - 1);
    if (index < 0 || !destination || !isAllowedLinkTarget(destination.href) || !hasLabel) {
      // A bracket pair that is not a link is text, and its '[' no longer waits for a partner.
      if (index >= 0) openers.splice(index, 1);
      buffer += ']';
      return at + 1;
    }
    const { href } = destination;
    close(index, (children) => ({ type: 'link', href, external: !/^mailto:/i.test(href), children }));
    // No link inside a link: brackets still open around this one can no longer become links.
    for (let position = openers.length - 1; position >= 0; position -= 1) if (openers[position]!.marker === '[') openers.splice(position, 1);
    return destination.end;
  };

  let position = 0;
  while (position < text.length) {
    const char = text[position]!;
    const next = text[position + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      buffer += next;
      position += 2;
    } else if (char === '\n') {
      flush();
      nodes.push({ type: 'break' });
      position += 1;
    } else if (char === '*') {
      let end = position;
      while (text[end] === '*') end += 1;
      asterisks(position, end);
      position = end;
    } else if (char === '[') {
      open('[');
      position += 1;
    } else if (char === ']') {
      position = closeBracket(position);
    } else {
      buffer += char;
      position += 1;
    }
  }
  flush();
  return merged(nodes);
}

/** '(address)' right after ']': no spaces, parentheses inside it balanced. */
function readDestination(text: string, from: number): { href: string; end: number } | null {
  if (text[from] !== '(') return null;
  let depth = 0;
  for (let position = from + 1; position < text.length && position - from <= limits.text.url + 1; position += 1) {
    const char = text[position]!;
    if (/\s/.test(char)) return null;
    if (char === '(') depth += 1;
    else if (char === ')') {
      if (depth === 0) return { href: text.slice(from + 1, position), end: position + 1 };
      depth -= 1;
    }
  }
  return null;
}

/** Neighbouring texts (left apart while openers were pending) joined into one. */
function merged(nodes: MarkdownInline[]): MarkdownInline[] {
  const result: MarkdownInline[] = [];
  for (const node of nodes) {
    const last = result.at(-1);
    if (node.type === 'text' && last?.type === 'text') result[result.length - 1] = { type: 'text', text: last.text + node.text };
    else if (node.type === 'strong' || node.type === 'emphasis' || node.type === 'link') result.push({ ...node, children: merged(node.children) });
    else result.push(node);
  }
  return result;
}
