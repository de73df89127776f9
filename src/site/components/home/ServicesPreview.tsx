import type { HomeContent } from '../../../domain/content/home.ts';
import type { Service } from '../../../domain/content/services.ts';
import { routes } from '../../../domain/routes.ts';
import { ServiceCard } from '../sections/ServiceCard.tsx';
import type { LanguageCode } from '../../../domain/languages.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /services: the services in one line each. */
export function ServicesPreview({ section, services, lang }: { section: HomeContent['services']; services: Service[]; lang: LanguageCode }) {
  return (
    <PreviewSection lang={lang} id="services-preview" section={section} href={routes.services} tinted>
      <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">
        {services.map((service, index) => (
          <div key={index} className="col">
            <ServiceCard service={service} />
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
