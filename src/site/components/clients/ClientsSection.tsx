import type { Client } from '../../../domain/client.ts';
import { messages } from '../../../domain/messages.ts';
import { ClientCard } from './ClientCard.tsx';

interface ClientsSectionProps {
  /** null when loading failed: SPEC section 8 shows 'No Clients Yet!'; an empty list shows no cards. */
  clients: Client[] | null;
}

/** 'Our Esteemed Clients' on /clients. */
export function ClientsSection({ clients }: ClientsSectionProps) {
  return (
    <section className="py-5" aria-labelledby="clients-heading">
      <h1 id="clients-heading" className="text-center mb-4">
        Our Esteemed Clients
      </h1>
      {clients === null ? (
        <p className="text-center lead">{messages.client.noClients}</p>
      ) : (
        <div className="row row-cols-1 row-cols-md-2 g-4">
          {clients.map((client) => (
            <div key={client.id} className="col">
              <ClientCard client={client} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
