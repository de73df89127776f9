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
import { parseCss, printCss, requiredClasses } from '../../src/site/lib/css-rules.ts';

function selectorIsUsed(selector: string, used: ReadonlySet<string>): boolean {
  if (selector.includes('data-bs-theme=dark')) return false;
  return requiredClasses(selector).every((name) => used.has(name));
}

/** The rules of `css` whose every required class is in `used`; element rules are kept. */
export function purgeCss(css: string, used: ReadonlySet<string>): string {
  return printCss(parseCss(css), (selector) => selectorIsUsed(selector, used));
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

const BOOTSTRAP_CSS = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.rtl)?\.css(\?.*)?$/;

/**
 * Vite plugin: `import 'bootstrap/dist/css/bootstrap.css'` (or its right-to-left bootstrap.rtl.css)
 * yields only the used rules.
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
