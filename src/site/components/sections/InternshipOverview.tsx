import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { fill } from '../../../domain/i18n/catalogue/fill.ts';
import type { InternshipContent } from '../../../domain/content/internship.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';

type Overview = InternshipContent['overview'];

/** The programme at a glance: duration, the six roles and who can apply. */
export function InternshipOverview({ overview, texts }: { overview: Overview; texts: Catalogue['sections'] }) {
  return (
    <section className="py-5" aria-labelledby="programme-overview">
      <div className="container">
        <h2 id="programme-overview" className="text-center mb-3" lang={fallbackLang(overview, 'heading')}>
          {overview.heading}
        </h2>
        <p className="text-center text-body-secondary mx-auto mb-4 site-measure" lang={fallbackLang(overview, 'text')}>
          {overview.text}
        </p>
        <div className="row g-4">
          <div className="col-12 col-md-4">
            <div className="h-100 p-4 border rounded-3">
              <h3 className="h6 text-uppercase text-body-secondary">{texts.duration}</h3>
              <p className="fs-5 fw-semibold mb-0" lang={fallbackLang(overview, 'duration')}>
                {overview.duration}
              </p>
            </div>
          </div>
          <div className="col-12 col-md-4">
            <div className="h-100 p-4 border rounded-3">
              <h3 className="h6 text-uppercase text-body-secondary">{fill(texts.roleCount, { count: overview.roles.length })}</h3>
              <ul className="mb-0 ps-3">
                  {overview.roles.map((role, index) => (
                    <li key={index} lang={fallbackLang(overview.roles, index)}>
                      {role}
                    </li>
                  ))}
                </ul>
            </div>
          </div>
          <div className="col-12 col-md-4">
            <div className="h-100 p-4 border rounded-3">
              <h3 className="h6 text-uppercase text-body-secondary">{texts.eligibility}</h3>
              <p className="mb-0" lang={fallbackLang(overview, 'eligibility')}>
                {overview.eligibility}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
