import type { ReactNode } from 'react';

/**
 * A text inside a sentence or beside other words that may show English on a page in another
 * language: wrapped in a span saying so (lang="en") only then, so English pages are unchanged.
 */
export function FallbackText({ lang, children }: { lang: 'en' | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
