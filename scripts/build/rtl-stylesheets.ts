/**
 * A right-to-left copy of each built stylesheet (`X.css` → `X.rtl.css`), for pages in a
 * right-to-left language (Arabic): margins, paddings, floats, positions and text alignment
 * mirrored by rtlcss, the tool Bootstrap makes its own bootstrap.rtl.css with. Hashed like its
 * source, so it is cached as long. src/site/middleware.ts links it on those pages.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rtlcss from 'rtlcss';

/** The right-to-left name of a built stylesheet's URL or path. */
export const rtlStylesheetName = (name: string) => name.replace(/\.css$/, '.rtl.css');

export async function writeRtlStylesheets(directory: string): Promise<void> {
  for (const entry of await readdir(directory)) {
    if (!entry.endsWith('.css') || entry.endsWith('.rtl.css')) continue;
    const css = await readFile(path.join(directory, entry), 'utf8');
    await writeFile(path.join(directory, rtlStylesheetName(entry)), rtlcss.process(css));
  }
}

/** Astro integration: runs after the build has written the client assets (before precompress). */
export function rtlStylesheets() {
  return {
    name: 'rtl-stylesheets',
    hooks: {
      'astro:build:done': async ({ dir }: { dir: URL }) => {
        await writeRtlStylesheets(path.join(fileURLToPath(dir), '_astro'));
      },
    },
  };
}
