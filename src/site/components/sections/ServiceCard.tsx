import type { Service } from '../../../domain/content/services.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { slugOf } from '../../../domain/text.ts';

/**
 * One service. The full card (services page, given `texts`) shows description, key features,
 * use case and technologies; the compact one (home preview) only its summary.
 */
export function ServiceCard({ service, texts }: { service: Service; texts?: Catalogue['sections'] }) {
  const slug = slugOf(service.title);
  const headingId = `service-${slug}`;
  if (!texts) {
    return (
      <article className="card h-100 border-0 shadow-sm" aria-labelledby={headingId}>
        <div className="card-body p-4">
          <h3 id={headingId} className="h5 card-title" lang={fallbackLang(service, 'title')}>
            {service.title}
          </h3>
          <p className="card-text mb-0" lang={fallbackLang(service, 'summary')}>
            {service.summary}
          </p>
        </div>
      </article>
    );
  }
  return (
    <article className="card h-100 border-0 shadow-sm" id={slug} aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h3 id={headingId} className="h4 card-title" lang={fallbackLang(service, 'title')}>
          {service.title}
        </h3>
        <p className="card-text" lang={fallbackLang(service, 'description')}>
          {service.description}
        </p>
        <h4 className="h6 text-uppercase text-body-secondary mt-3">{texts.keyFeatures}</h4>
        <ul className="mb-3">
          {service.features.map((feature, index) => (
            <li key={index} lang={fallbackLang(service.features, index)}>
              {feature}
            </li>
          ))}
        </ul>
        <h4 className="h6 text-uppercase text-body-secondary">{texts.useCase}</h4>
        <p lang={fallbackLang(service, 'useCase')}>{service.useCase}</p>
        <h4 className="h6 text-uppercase text-body-secondary">{texts.technologies}</h4>
        <ul className="list-inline mb-0">
          {service.technologies.map((technology, index) => (
            <li key={index} className="list-inline-item badge rounded-pill text-bg-light border mb-1" lang={fallbackLang(service.technologies, index)}>
              {technology}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
