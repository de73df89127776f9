import type { ReactNode } from 'react';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { localisedPath } from '../../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { routes } from '../../../domain/routes.ts';

/**
 * The 'Online Enquiry' section (anchor #contact, docs/product.md#public-pages) around the form
 * island, which the page passes in as a hydrated child so this frame stays static HTML.
 */
export function EnquirySection({ children, lang, texts }: { children: ReactNode; lang: LanguageCode; texts: Catalogue['enquiry'] }) {
  return (
    <section id="contact" className="py-5" aria-labelledby="enquiry-heading" style={{ scrollMarginTop: '5rem' }}>
      <h2 id="enquiry-heading" className="mb-2">
        {texts.heading}
      </h2>
      <p className="text-body-secondary">
        {texts.intro} <a href={localisedPath(routes.privacy, lang)}>{texts.privacyLink}</a>
        {texts.privacyEnd}
      </p>
      {children}
    </section>
  );
}
