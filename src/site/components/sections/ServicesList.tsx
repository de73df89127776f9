import type { Service } from '../../../domain/content/services.ts';
import { CardGrid } from './CardGrid.tsx';
import { ServiceCard } from './ServiceCard.tsx';

/** The six services of the services page, two per row from lg. */
export function ServicesList({ heading, services }: { heading: string; services: Service[] }) {
  return (
    <CardGrid heading={heading} columns="col-12 col-lg-6">
      {services.map((service, index) => (
        <ServiceCard key={index} service={service} />
      ))}
    </CardGrid>
  );
}
