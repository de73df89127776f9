import type { Service } from '../../../domain/content/services.ts';
import { slugOf } from '../../../domain/text.ts';

/**
 * One service. The full card (services page) shows description, key features, use case and
 * technologies; the compact one (home preview) only its summary.
 */
export function ServiceCard({ service, compact = false }: { service: Service; compact?: boolean }) {
  const slug = slugOf(service.title);
  const headingId = `service-${slug}`;
  if (compact) {
    return (
      <article className="card h-100 border-0 shadow-sm" aria-labelledby={headingId}>
        <div className="card-body p-4">
          <h3 id={headingId} className="h5 card-title">{service.title}</h3>
          <p className="card-text mb-0">{service.summary}</p>
        </div>
      </article>
    );
  }
  return (
    <article className="card h-100 border-0 shadow-sm" id={slug} aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h3 id={headingId} className="h4 card-title">{service.title}</h3>
        <p className="card-text">{service.description}</p>
        <h4 className="h6 text-uppercase text-body-secondary mt-3">Key features</h4>
        <ul className="mb-3">
          {service.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
        <h4 className="h6 text-uppercase text-body-secondary">Use case</h4>
        <p>{service.useCase}</p>
        <h4 className="h6 text-uppercase text-body-secondary">Technologies</h4>
        <ul className="list-inline mb-0">
          {service.technologies.map((technology, index) => (
            <li key={index} className="list-inline-item badge rounded-pill text-bg-light border mb-1">
              {technology}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
