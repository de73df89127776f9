import { fallbackLang, type TextLangs } from '../../../domain/i18n/fallback.ts';
import { slugOf } from '../../../domain/text.ts';

interface ValuesBlockProps {
  heading: string;
  intro: string;
  items: { title: string; text: string }[];
  /** Which of heading and intro show English. */
  langs?: TextLangs;
}

/** A titled block of short statements: 'Our Team Culture', 'Our Client Commitment'. */
export function ValuesBlock({ heading, intro, items, langs = {} }: ValuesBlockProps) {
  return (
    <section className="py-5" aria-labelledby={slugOf(heading)}>
      <h2 id={slugOf(heading)} className="text-center mb-3" lang={langs.heading}>
        {heading}
      </h2>
      <p className="lead text-center mx-auto mb-4" style={{ maxWidth: '48rem' }} lang={langs.intro}>
        {intro}
      </p>
      <div className="row g-4">
        {items.map((item, index) => (
          <div key={index} className="col-12 col-md-6 col-lg">
            <div className="h-100 p-4 border rounded-3 bg-body-tertiary">
              <h3 className="h5" lang={fallbackLang(item, 'title')}>
                {item.title}
              </h3>
              <p className="mb-0" lang={fallbackLang(item, 'text')}>
                {item.text}
              </p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
