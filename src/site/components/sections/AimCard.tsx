import type { Aim } from '../../../domain/content/aims.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { Markdown } from '../../lib/markdown.ts';
import { FallbackText } from '../common/FallbackText.tsx';

/**
 * One strategic aim: what it means, its benefits and its impact; without `texts` (the home
 * preview), only what it means.
 */
export function AimCard({ aim, texts }: { aim: Aim; texts?: Catalogue['sections'] }) {
  return (
    <article className="card h-100 border-0 shadow-sm">
      <div className="card-body p-4">
        <h3 className="h5 card-title" lang={fallbackLang(aim, 'title')}>
          {aim.title}
        </h3>
        <Markdown source={aim.description} className="card-text" lang={fallbackLang(aim, 'description')} />
        {!texts ? null : (
          <>
            <h4 className="h6 text-uppercase text-body-secondary">{texts.benefits}</h4>
            <ul>
              {aim.benefits.map((benefit, index) => (
                <li key={index} lang={fallbackLang(aim.benefits, index)}>
                  {benefit}
                </li>
              ))}
            </ul>
            <p className="mb-0">
              <strong>{texts.impact}</strong> <FallbackText lang={fallbackLang(aim, 'impact')}>{aim.impact}</FallbackText>
            </p>
          </>
        )}
      </div>
    </article>
  );
}
