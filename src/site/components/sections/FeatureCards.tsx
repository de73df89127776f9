import { fallbackLang, type TextLangs } from '../../../domain/i18n/fallback.ts';
import { slugOf } from '../../../domain/text.ts';
import { SectionHeading } from './SectionHeading.tsx';

interface FeatureCardsProps {
  heading: string;
  intro?: string;
  cards: { title: string; text: string }[];
  tinted?: boolean;
  /** Which of heading and intro show English. */
  langs?: TextLangs;
}

/** A titled grid of short cards: 'Why Choose Us', the vision pillars, 'Our Commitment'. */
export function FeatureCards({ heading, intro, cards, tinted = false, langs }: FeatureCardsProps) {
  const id = slugOf(heading);
  const columns = cards.length === 4 ? 'col-12 col-sm-6 col-lg-3' : 'col-12 col-md-4';
  return (
    <section className={`py-5${tinted ? ' bg-body-tertiary' : ''}`} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} heading={heading} intro={intro} langs={langs} />
        <div className="row g-4">
          {cards.map((card, index) => (
            <div key={index} className={columns}>
              <article className="card h-100 border-0 shadow-sm">
                <div className="card-body p-4">
                  <span className="site-card-number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className="h5 card-title" lang={fallbackLang(card, 'title')}>
                    {card.title}
                  </h3>
                  <p className="card-text mb-0" lang={fallbackLang(card, 'text')}>
                    {card.text}
                  </p>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
