import type { Client } from '../../../domain/client.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { ClientLogo } from './ClientLogo.tsx';

/** The short client card of the home preview: logo, name, short description. */
export function ClientPreviewCard({ client, texts }: { client: Client; texts: Catalogue['clients'] }) {
  return (
    <article className="card h-100 text-center shadow-sm">
      <div className="card-body d-flex flex-column align-items-center gap-2">
        <ClientLogo name={client.name} src={client.logo} size={64} logoOf={texts.logoOf} />
        <h3 className="h6 card-title mb-0">{client.name}</h3>
        {client.shortDescription && (
          <p className="card-text small mb-0" lang={fallbackLang(client, 'shortDescription')}>
            {client.shortDescription}
          </p>
        )}
      </div>
    </article>
  );
}
