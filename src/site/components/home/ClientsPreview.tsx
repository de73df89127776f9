import type { Client } from '../../../domain/client.ts';
import { messages } from '../../../domain/messages.ts';
import { routes } from '../../../domain/routes.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import { ClientPreviewCard } from '../clients/ClientPreviewCard.tsx';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of the clients; null means loading failed ('No Clients Yet!'). */
export function ClientsPreview({ content, clients }: { content: HomeContent['clients']; clients: Client[] | null }) {
  return (
    <PreviewSection id="clients-preview" section={content} href={routes.clients} tinted>
      {clients === null ? (
        <p className="text-center">{messages.client.noClients}</p>
      ) : (
        <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 justify-content-center">
          {clients.map((client) => (
            <div key={client.id} className="col">
              <ClientPreviewCard client={client} />
            </div>
          ))}
        </div>
      )}
    </PreviewSection>
  );
}
