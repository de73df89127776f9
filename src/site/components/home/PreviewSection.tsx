import type { ReactNode } from 'react';
import type { HomeContent } from '../../../domain/content/home.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import { localisedPath } from '../../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../../domain/languages.ts';

interface PreviewSectionProps {
  id: string;
  /** Its heading, line and link words from the 'home' document. */
  section: HomeContent['about'];
  /** The full page the link leads to (its English route). */
  href: string;
  lang: LanguageCode;
  children: ReactNode;
  tinted?: boolean;
}

/** A home-page preview: heading, one line, the items and a link to the full page. */
export function PreviewSection({ id, section, href, lang, children, tinted = false }: PreviewSectionProps) {
  return (
    <section className={`py-5${tinted ? ' bg-body-tertiary' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="text-center" lang={fallbackLang(section, 'heading')}>
          {section.heading}
        </h2>
        <p className="text-center text-body-secondary mb-4" lang={fallbackLang(section, 'intro')}>
          {section.intro}
        </p>
        {children}
        <div className="text-center mt-4">
          <a className="btn btn-primary" href={localisedPath(href, lang)} lang={fallbackLang(section, 'linkLabel')}>
            {section.linkLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
