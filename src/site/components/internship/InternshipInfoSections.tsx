import type { ApplyContent } from '../../../domain/content/apply.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import { FallbackText } from '../common/FallbackText.tsx';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { localisedPath } from '../../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { brochureFileName, routes } from '../../../domain/routes.ts';

/** Section 3 of /internship/apply. */
export function KeyPoints({ content }: { content: ApplyContent['keyPoints'] }) {
  return (
    <section className="py-4" aria-labelledby="key-points-heading">
      <h2 id="key-points-heading" className="mb-4" lang={fallbackLang(content, 'heading')}>
        {content.heading}
      </h2>
      <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 list-unstyled">
        {content.items.map((item, index) => (
          <li key={index} className="col">
            <div className="card h-100 border-0 bg-body-tertiary">
              <div className="card-body">
                <h3 className="h6 card-title" lang={fallbackLang(item, 'title')}>
                  {item.title}
                </h3>
                <p className="card-text mb-0" lang={fallbackLang(item, 'text')}>
                  {item.text}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Section 4 of /internship/apply. */
export function CrossPlatformAdvantages({ content }: { content: ApplyContent['crossPlatform'] }) {
  return (
    <section className="py-4" aria-labelledby="cross-platform-heading">
      <h2 id="cross-platform-heading" lang={fallbackLang(content, 'heading')}>
        {content.heading}
      </h2>
      <p lang={fallbackLang(content, 'intro')}>{content.intro}</p>
      <ul className="mb-0">
        {content.items.map((item, index) => (
          <li key={index} lang={fallbackLang(content.items, index)}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Sections 5 and 6 of /internship/apply: the 'About' card and the contact card with the brochure; `email`: the company's. */
interface AboutAndContactCardsProps {
  about: ApplyContent['about'];
  contact: ApplyContent['contactCard'];
  email: string;
  lang: LanguageCode;
  texts: Catalogue['application'] & Pick<Catalogue['common'], 'opensInNewTab'>;
}

export function AboutAndContactCards({ about, contact, email, lang, texts }: AboutAndContactCardsProps) {
  const brochure = `/${brochureFileName}`;
  return (
    <div className="row g-4 py-4">
      <section className="col-12 col-md-6" aria-labelledby="about-card-heading">
        <div className="card h-100 shadow-sm">
          <div className="card-body">
            <h2 id="about-card-heading" className="h4 card-title" lang={fallbackLang(about, 'heading')}>
              {about.heading}
            </h2>
            <p className="card-text" lang={fallbackLang(about, 'text')}>
              {about.text}
            </p>
            <a className="btn btn-outline-primary" href={about.linkUrl} target="_blank" rel="noopener noreferrer">
              <FallbackText lang={fallbackLang(about, 'linkLabel')}>{about.linkLabel}</FallbackText>
              <span className="visually-hidden"> {texts.opensInNewTab}</span>
            </a>
          </div>
        </div>
      </section>
      <section className="col-12 col-md-6" aria-labelledby="contact-card-heading">
        <div className="card h-100 shadow-sm">
          <div className="card-body">
            <h2 id="contact-card-heading" className="h4 card-title" lang={fallbackLang(contact, 'heading')}>
              {contact.heading}
            </h2>
            <p className="card-text" lang={fallbackLang(contact, 'text')}>
              {contact.text}
            </p>
            <div className="d-flex flex-wrap gap-2">
              <a className="btn btn-primary" href={`mailto:${email}`}>
                {texts.emailUs}
              </a>
              <a className="btn btn-outline-primary" href={localisedPath(routes.home, lang)}>
                {texts.visitSite}
              </a>
              <a className="btn btn-outline-secondary" href={brochure} target="_blank" rel="noopener">
                {texts.viewPdf}
                <span className="visually-hidden"> {texts.viewPdfHidden}</span>
              </a>
              <a className="btn btn-outline-secondary" href={brochure} download={brochureFileName}>
                {texts.downloadPdf}
                <span className="visually-hidden"> {texts.downloadPdfHidden}</span>
              </a>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
