import { servicesPage } from '../../content/services.ts';
import { ServiceCard } from '../sections/ServiceCard.tsx';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /services: the six services in one line each. */
export function ServicesPreview() {
  const { preview, services } = servicesPage;
  return (
    <PreviewSection id="services-preview" heading={preview.heading} intro={preview.intro} link={preview.link} tinted>
      <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">
        {services.map((service) => (
          <div key={service.slug} className="col">
            <ServiceCard service={service} compact />
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
