import type { Client } from '../../../domain/client.ts';
import { routes } from '../../../domain/routes.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import { ClientPreviewCard } from '../clients/ClientPreviewCard.tsx';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of the clients; null means loading failed ('No Clients Yet!'). */
interface ClientsPreviewProps {
  content: HomeContent['clients'];
  clients: Client[] | null;
  lang: LanguageCode;
  texts: Catalogue['clients'];
}

export function ClientsPreview({ content, clients, lang, texts }: ClientsPreviewProps) {
  return (
    <PreviewSection lang={lang} id="clients-preview" section={content} href={routes.clients} tinted>
      {clients === null ? (
        <p className="text-center">{texts.noClients}</p>
      ) : (
        <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 justify-content-center">
          {clients.map((client) => (
            <div key={client.id} className="col">
              <ClientPreviewCard client={client} texts={texts} />
            </div>
          ))}
        </div>
      )}
    </PreviewSection>
  );
}
