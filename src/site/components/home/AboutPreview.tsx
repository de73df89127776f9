import type { AboutContent } from '../../../domain/content/about.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import { routes } from '../../../domain/routes.ts';
import { Markdown } from '../../lib/markdown.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /about: who we are in one paragraph, the four reasons, 'Discover More'. */
export function AboutPreview({ section, about, lang }: { section: HomeContent['about']; about: AboutContent; lang: LanguageCode }) {
  return (
    <PreviewSection lang={lang} id="about-preview" section={section} href={routes.about}>
      <div className="row g-4 align-items-center">
        <div className="col-12 col-lg-6">
          <Markdown source={about.whoWeAre.text} className="mb-0" limit={1} lang={fallbackLang(about.whoWeAre, 'text')} />
        </div>
        <div className="col-12 col-lg-6">
          <ul className="row row-cols-1 row-cols-sm-2 g-3 list-unstyled mb-0">
            {about.whyChooseUs.cards.map((card, index) => (
              <li key={index} className="col">
                <div className="h-100 p-3 border rounded-3 fw-semibold" lang={fallbackLang(card, 'title')}>
                  {card.title}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PreviewSection>
  );
}
