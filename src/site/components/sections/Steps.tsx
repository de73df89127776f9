import { fallbackLang, type TextLangs } from '../../../domain/i18n/fallback.ts';
import { slugOf } from '../../../domain/text.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** Numbered steps in order: 'Our Approach', 'How We Achieve It', 'How to Apply'. */
export function Steps({
  heading,
  intro,
  steps,
  tinted = false,
  langs,
}: {
  heading: string;
  intro?: string;
  steps: { title: string; text: string }[];
  tinted?: boolean;
  /** Which of heading and intro show English. */
  langs?: TextLangs;
}) {
  const id = slugOf(heading);
  return (
    <section className={`py-5${tinted ? ' bg-body-tertiary' : ''}`} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} heading={heading} intro={intro} langs={langs} />
        <ol className="row g-4 list-unstyled mb-0 site-steps">
          {steps.map((step, index) => (
            <li key={index} className={steps.length === 4 ? 'col-12 col-md-6 col-lg-3' : 'col-12 col-md-4'}>
              <div className="h-100 p-4 bg-white border rounded-3">
                <span className="site-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="h5" lang={fallbackLang(step, 'title')}>
                  {step.title}
                </h3>
                <p className="mb-0" lang={fallbackLang(step, 'text')}>
                  {step.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
