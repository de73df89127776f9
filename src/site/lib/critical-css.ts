/**
 * The CSS a page needs for its first paint, chosen from the page's own server-rendered markup.
 *
 * A selector is kept when every class and every element name it requires occurs in the markup
 * of the first screen (firstScreenOf). Attribute tests, classes inside :not() and static states
 * (:disabled, :checked) are not checked, so they come along; selectors for what only a visitor
 * can cause (hover, focus, an opened menu) are left to the whole stylesheet, which arrives
 * before anyone can. Rules that position an element or keep it inside its container (BOUNDING)
 * are kept for the whole page's markup, so nothing further down escapes its container onto the
 * first screen. Custom properties no kept
 * rule reads are dropped, as are keyframes no kept rule names.
 */
import { type CssNode, parseCss, requiredClasses, splitTopLevel } from './css-rules.ts';

export interface PageMarkup {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
  /** Inline style attributes, which may read custom properties. */
  inlineStyles: string;
}

/**
 * Classes the page's inline script adds to the root element before the first paint
 * (MARK_JS_ENABLED in inline-script.ts).
 */
const ADDED_BEFORE_FIRST_PAINT = ['js'];

/** A closed <details> shows only its summary. (The site nests none.) */
const CLOSED_DETAILS = /(<details(?![^>]*\sopen)[^>]*>)[\s\S]*?(<summary[\s\S]*?<\/summary>)[\s\S]*?(<\/details>)/g;
/** A closed <dialog> shows nothing until a visitor opens it. (The site nests none.) */
const CLOSED_DIALOG = /<dialog(?![^>]*\sopen)[^>]*>[\s\S]*?<\/dialog>/g;

export function markupOf(html: string): PageMarkup {
  const shown = html.replace(CLOSED_DETAILS, '$1$2$3').replace(CLOSED_DIALOG, '');
  const classes = new Set(ADDED_BEFORE_FIRST_PAINT);
  for (const match of shown.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  const elements = new Set(['html', 'body']);
  for (const match of shown.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(match[1]!.toLowerCase());
  const inlineStyles = [...shown.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).join(';');
  return { classes, elements, inlineStyles };
}

interface Selector { text: string; classes: string[]; elements: string[]; byVisitor: boolean }
interface Declaration { text: string; defines?: string; reads: string[] }
type Compiled =
  | { kind: 'rule'; selectors: Selector[]; declarations: Declaration[]; bounds: boolean }
  | { kind: 'block'; prelude: string; children: Compiled[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'raw'; text: string };
/** A stylesheet read once, for choosing the first-screen part of it page after page. */
export type CompiledStylesheet = Compiled[];

/**
 * Declarations that keep content where it belongs. Without them something further down can
 * reach past the page's edge and widen it before the whole stylesheet arrives: on a phone the
 * page then zooms out, and a right-to-left page jumps sideways when it comes back (a row of
 * skill badges on the home page without `flex-wrap` made it 605 px wide on a 412 px phone, and
 * moved the Arabic home page by 170 px: a layout shift of 0.21).
 */
const BOUNDING = /^(position|flex-wrap|max-width|overflow(-x)?|overflow-wrap|word-wrap|word-break)\s*:/;

/** States a page cannot be in before a visitor acts; :not(...) is removed before this test. */
const VISITOR_STATE = /:(hover|focus|focus-visible|focus-within|active)(?![\w-])/;
/** Parts of form controls, which need a form control on the page. */
const FORM_CONTROL_PART = /::(-webkit-|-moz-|file-selector-button|placeholder)/;

/** Element names a selector requires: the type selector that starts each compound. */
function requiredElements(selector: string): string[] {
  const bare = selector
    .replace(/\[[^\]]*\]/g, '')
    .replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '')
    .replace(/[.#]-?[_a-zA-Z][\w-]*/g, '');
  const named = bare.split(/[\s>+~]+/).filter((part) => /^[a-zA-Z][\w-]*$/.test(part)).map((part) => part.toLowerCase());
  return FORM_CONTROL_PART.test(selector) && !named.length ? ['input'] : named;
}

function compileSelector(text: string): Selector {
  const positive = text.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return { text, classes: requiredClasses(text), elements: requiredElements(text), byVisitor: VISITOR_STATE.test(positive) };
}

function compileDeclaration(text: string): Declaration {
  return {
    text,
    defines: /^(--[\w-]+)\s*:/.exec(text)?.[1],
    reads: [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!),
  };
}

function compile(nodes: CssNode[]): Compiled[] {
  return nodes.map((node): Compiled => {
    if (node.kind === 'block') return { kind: 'block', prelude: node.prelude, children: compile(node.children) };
    if (node.kind === 'raw') {
      const name = /^@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(node.text)?.[1];
      return name ? { kind: 'keyframes', name, text: node.text } : { kind: 'raw', text: node.text };
    }
    const declarations = splitTopLevel(node.body, ';').map(compileDeclaration);
    return {
      kind: 'rule',
      selectors: splitTopLevel(node.selector, ',').map(compileSelector),
      declarations,
      bounds: declarations.some((declaration) => BOUNDING.test(declaration.text)),
    };
  });
}

export function compileStylesheet(css: string): CompiledStylesheet {
  return compile(parseCss(css));
}

function fits(selector: Selector, markup: PageMarkup): boolean {
  return !selector.byVisitor
    && selector.classes.every((name) => markup.classes.has(name))
    && selector.elements.every((name) => markup.elements.has(name));
}

type Kept = { kind: 'rule'; selectors: string[]; declarations: Declaration[] } | { kind: 'block'; prelude: string; children: Kept[] } | { kind: 'raw'; text: string };

export interface PageParts {
  firstScreen: PageMarkup;
  wholePage: PageMarkup;
}

function select(nodes: Compiled[], page: PageParts): Kept[] {
  const kept: Kept[] = [];
  for (const node of nodes) {
    if (node.kind === 'block') {
      const children = select(node.children, page);
      if (children.length) kept.push({ kind: 'block', prelude: node.prelude, children });
    } else if (node.kind === 'raw') kept.push(node);
    else if (node.kind === 'rule') {
      const markup = node.bounds ? page.wholePage : page.firstScreen;
      const selectors = node.selectors.filter((selector) => fits(selector, markup)).map((selector) => selector.text);
      if (selectors.length) kept.push({ kind: 'rule', selectors, declarations: node.declarations });
    }
  }
  return kept;
}

function* declarationsOf(nodes: Kept[]): Generator<Declaration> {
  for (const node of nodes) {
    if (node.kind === 'rule') yield* node.declarations;
    else if (node.kind === 'block') yield* declarationsOf(node.children);
  }
}

/** Custom properties read by the kept rules, directly or through other custom properties. */
function readProperties(nodes: Kept[], inlineStyles: string): Set<string> {
  const definitions = new Map<string, Declaration[]>();
  const pending = [...inlineStyles.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
  for (const declaration of declarationsOf(nodes)) {
    if (declaration.defines) definitions.set(declaration.defines, [...(definitions.get(declaration.defines) ?? []), declaration]);
    else pending.push(...declaration.reads);
  }
  const read = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const definition of definitions.get(name) ?? []) pending.push(...definition.reads);
  }
  return read;
}

function print(nodes: Kept[], read: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') out += node.text;
    else if (node.kind === 'block') {
      const inner = print(node.children, read);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else {
      const declarations = node.declarations.filter((declaration) => !declaration.defines || read.has(declaration.defines));
      if (declarations.length) out += `${node.selectors.join(',')}{${declarations.map((declaration) => declaration.text).join(';')}}`;
    }
  }
  return out;
}

function* keyframesOf(nodes: Compiled[]): Generator<{ name: string; text: string }> {
  for (const node of nodes) {
    if (node.kind === 'keyframes') yield node;
    else if (node.kind === 'block') yield* keyframesOf(node.children);
  }
}

export function criticalCss(stylesheet: CompiledStylesheet, page: PageParts): string {
  const kept = select(stylesheet, page);
  const css = print(kept, readProperties(kept, page.wholePage.inlineStyles));
  const animated = new Set([...css.matchAll(/animation(?:-name)?:([^;}]*)/g)].flatMap((match) => match[1]!.split(/[\s,]+/)));
  return css + [...keyframesOf(stylesheet)].filter((frames) => animated.has(frames.name)).map((frames) => frames.text).join('');
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const UNRENDERED = new Set(['script', 'style', 'template', 'noscript']);

interface Span { end: number; children: Span[] }

/** The rendered elements inside the element whose opening tag ends at `from`, as a tree. */
function childrenFrom(html: string, from: number): Span[] {
  const tag = /<(\/?)([a-zA-Z][\w-]*)[^>]*>/g;
  tag.lastIndex = from;
  const open: Span[] = [{ end: -1, children: [] }];
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [, closing, rawName] = match;
    const name = rawName!.toLowerCase();
    if (UNRENDERED.has(name) && !closing) {
      const end = html.indexOf(`</${name}`, tag.lastIndex);
      if (end !== -1) tag.lastIndex = html.indexOf('>', end) + 1;
      continue;
    }
    if (closing) {
      if (open.length === 1) break; // the end of the element we started in
      const done = open.pop()!;
      done.end = tag.lastIndex;
      open.at(-1)!.children.push(done);
    } else if (VOID_ELEMENTS.has(name) || match[0].endsWith('/>')) open.at(-1)!.children.push({ end: tag.lastIndex, children: [] });
    else open.push({ end: -1, children: [] });
  }
  return open[0]!.children;
}

/**
 * The page up to the end of the first `blocks` blocks of <main> (inside a wrapper that holds
 * them all, its children): the part a first screen can show. A page with no more blocks than
 * that is returned whole, footer and all.
 */
export function firstScreenOf(html: string, blocks: number): string {
  const open = /<main[^>]*>/.exec(html);
  if (!open) return html;
  let children = childrenFrom(html, open.index + open[0].length);
  while (children.length === 1) children = children[0]!.children;
  return children.length > blocks ? html.slice(0, children[blocks - 1]!.end) : html;
}
