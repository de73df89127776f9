import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import { localisedPath } from '../../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { routes } from '../../../domain/routes.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import './hero.css';

/** The home hero: text on a CSS gradient, so the largest paint is text and arrives with the HTML. */
export function Hero({ content, lang }: { content: HomeContent['hero']; lang: LanguageCode }) {
  return (
    <section className="home-hero text-white" aria-labelledby="hero-heading">
      <div className="container py-5">
        <div className="py-lg-5" style={{ maxWidth: '46rem' }}>
          <h1 id="hero-heading" className="display-5 fw-bold mb-3" lang={fallbackLang(content, 'headline')}>
            {content.headline}
          </h1>
          <p className="lead mb-4" lang={fallbackLang(content, 'lead')}>
            {content.lead}
          </p>
          <a className="btn btn-light btn-lg fw-semibold" href={localisedPath(routes.about, lang)} lang={fallbackLang(content, 'cta')}>
            {content.cta}
          </a>
        </div>
      </div>
    </section>
  );
}
