import type { HomeContent } from '../../../domain/content/home.ts';
import type { VisionContent } from '../../../domain/content/vision.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import { routes } from '../../../domain/routes.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /future/vision: the pillars. */
export function VisionPreview({ section, pillars, lang }: { section: HomeContent['vision']; pillars: VisionContent['pillars']['items']; lang: LanguageCode }) {
  return (
    <PreviewSection lang={lang} id="vision-preview" section={section} href={routes.vision} tinted>
      <div className="row row-cols-1 row-cols-md-3 g-4">
        {pillars.map((pillar, index) => (
          <div key={index} className="col">
            <article className="card h-100 border-0 shadow-sm">
              <div className="card-body p-4">
                <h3 className="h5 card-title" lang={fallbackLang(pillar, 'title')}>
                  {pillar.title}
                </h3>
                <p className="card-text mb-0" lang={fallbackLang(pillar, 'text')}>
                  {pillar.text}
                </p>
              </div>
            </article>
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
