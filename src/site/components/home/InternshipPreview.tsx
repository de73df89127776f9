import { Fragment } from 'react';
import type { HomeContent } from '../../../domain/content/home.ts';
import type { InternshipContent } from '../../../domain/content/internship.ts';
import { englishKeys, fallbackLang } from '../../../domain/i18n/fallback.ts';
import { routes } from '../../../domain/routes.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { FallbackText } from '../common/FallbackText.tsx';
import { PreviewSection } from './PreviewSection.tsx';

interface InternshipPreviewProps {
  section: HomeContent['internship'];
  internship: InternshipContent;
  lang: LanguageCode;
  texts: Catalogue['sections'];
}

/**
 * Home preview of /future/internship. On the English home page its link has no leading slash, as
 * docs/product.md#public-pages says; a language's home page (/ml) links the page in its language.
 */
export function InternshipPreview({ section, internship, lang, texts }: InternshipPreviewProps) {
  const { overview, benefits } = internship;
  return (
    <PreviewSection lang={lang} id="internship-preview" section={section} href={lang === 'en' ? routes.internship.slice(1) : routes.internship}>
      <div className="row row-cols-1 row-cols-md-3 g-4">
        <div className="col">
          <div className="h-100 p-4 border rounded-3">
            <h3 className="h6 text-uppercase text-body-secondary">{texts.duration}</h3>
            <p className="fs-5 fw-semibold mb-0" lang={fallbackLang(overview, 'duration')}>
              {overview.duration}
            </p>
          </div>
        </div>
        <div className="col">
          <div className="h-100 p-4 border rounded-3">
            <h3 className="h6 text-uppercase text-body-secondary">{texts.roles}</h3>
            <p className="mb-0">
              {englishKeys(overview.roles).length === 0
                ? overview.roles.join(', ')
                : overview.roles.map((role, index) => (
                    <Fragment key={index}>
                      {index > 0 && ', '}
                      <FallbackText lang={fallbackLang(overview.roles, index)}>{role}</FallbackText>
                    </Fragment>
                  ))}
            </p>
          </div>
        </div>
        <div className="col">
          <div className="h-100 p-4 border rounded-3">
            <h3 className="h6 text-uppercase text-body-secondary">{texts.youGain}</h3>
            <ul className="mb-0 ps-3">
              {benefits.cards.map((benefit, index) => (
                <li key={index} lang={fallbackLang(benefit, 'title')}>
                  {benefit.title}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </PreviewSection>
  );
}
