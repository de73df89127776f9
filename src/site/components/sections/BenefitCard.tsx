import type { InternshipBenefit } from '../../../domain/content/internship.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import { Markdown } from '../../lib/markdown.ts';

/** An internship benefit with an example of what it looks like in practice. */
export function BenefitCard({ benefit }: { benefit: InternshipBenefit }) {
  return (
    <article className="card h-100 border-0 shadow-sm">
      <div className="card-body p-4">
        <h3 className="h5 card-title" lang={fallbackLang(benefit, 'title')}>
          {benefit.title}
        </h3>
        <Markdown source={benefit.description} className="card-text" lang={fallbackLang(benefit, 'description')} />
        <p className="card-text small text-body-secondary mb-0" lang={fallbackLang(benefit, 'example')}>
          {benefit.example}
        </p>
      </div>
    </article>
  );
}
