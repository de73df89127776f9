import type { Client } from '../../../domain/client.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { fill } from '../../../domain/i18n/catalogue/fill.ts';
import { ClientLogo } from './ClientLogo.tsx';

/** One client on /clients: name, logo, full description, collaboration, impact and website. */
export function ClientCard({ client, texts }: { client: Client; texts: Catalogue['clients'] }) {
  return (
    <article className="card h-100 shadow-sm">
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-center gap-3">
          <ClientLogo name={client.name} src={client.logo} size={80} logoOf={texts.logoOf} />
          <h2 className="h4 card-title mb-0">{client.name}</h2>
        </div>
        {client.fullDescription && (
          <p className="mb-0" lang={fallbackLang(client, 'fullDescription')}>
            {client.fullDescription}
          </p>
        )}
        {client.collaboration && (
          <div>
            <h3 className="h6 mb-1">{texts.collaboration}</h3>
            <p className="mb-0" lang={fallbackLang(client, 'collaboration')}>
              {client.collaboration}
            </p>
          </div>
        )}
        {client.impact && (
          <div>
            <h3 className="h6 mb-1">{texts.impact}</h3>
            <p className="mb-0" lang={fallbackLang(client, 'impact')}>
              {client.impact}
            </p>
          </div>
        )}
        {client.website && (
          <a className="btn btn-outline-primary mt-auto align-self-start" href={client.website} target="_blank" rel="noopener noreferrer">
            {texts.visitWebsite}
            <span className="visually-hidden"> {fill(texts.visitWebsiteOf, { name: client.name })}</span>
          </a>
        )}
      </div>
    </article>
  );
}
