import type { TextLangs } from '../../../domain/i18n/fallback.ts';
import type { Service } from '../../../domain/content/services.ts';
import { CardGrid } from './CardGrid.tsx';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { ServiceCard } from './ServiceCard.tsx';

/** The six services of the services page, two per row from lg. */
export function ServicesList({ heading, services, texts, langs }: { heading: string; services: Service[]; texts: Catalogue['sections']; langs?: TextLangs }) {
  return (
    <CardGrid heading={heading} langs={langs} columns="col-12 col-lg-6">
      {services.map((service, index) => (
        <ServiceCard key={index} service={service} texts={texts} />
      ))}
    </CardGrid>
  );
}
