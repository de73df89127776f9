import type { Client } from '../../../domain/client.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { ClientCard } from './ClientCard.tsx';

interface ClientsSectionProps {
  texts: Catalogue['clients'];
  /** null when loading failed: docs/product.md#messages shows 'No Clients Yet!'; an empty list shows no cards. */
  clients: Client[] | null;
}

/** 'Our Esteemed Clients' on /clients. */
export function ClientsSection({ clients, texts }: ClientsSectionProps) {
  return (
    <section className="py-5" aria-labelledby="clients-heading">
      <h1 id="clients-heading" className="text-center mb-4">
        {texts.heading}
      </h1>
      {clients === null ? (
        <p className="text-center lead">{texts.noClients}</p>
      ) : (
        <div className="row row-cols-1 row-cols-md-2 g-4">
          {clients.map((client) => (
            <div key={client.id} className="col">
              <ClientCard client={client} texts={texts} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
