import type { AboutContent } from '../../../domain/content/about.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import { Markdown } from '../../lib/markdown.ts';

/** The illustration's size on the page; any picture an editor chooses is scaled into it. */
const IMAGE_SIZE = { width: 640, height: 440 };

/** 'Who We Are': the company story beside an illustration. */
export function WhoWeAre({ content }: { content: AboutContent['whoWeAre'] }) {
  return (
    <section className="py-5" aria-labelledby="who-we-are">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <h2 id="who-we-are" className="mb-3" lang={fallbackLang(content, 'heading')}>
              {content.heading}
            </h2>
            <Markdown source={content.text} lang={fallbackLang(content, 'text')} />
          </div>
          <div className="col-12 col-lg-6">
            <img className="img-fluid rounded-4" src={content.image.src} alt={content.image.alt} lang={fallbackLang(content.image, 'alt')} {...IMAGE_SIZE} loading="lazy" decoding="async" />
          </div>
        </div>
      </div>
    </section>
  );
}
