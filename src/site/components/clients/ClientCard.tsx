import type { Client } from '../../../domain/client.ts';
import { ClientLogo } from './ClientLogo.tsx';

/** One client on /clients: name, logo, full description, collaboration, impact and website. */
export function ClientCard({ client }: { client: Client }) {
  return (
    <article className="card h-100 shadow-sm">
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-center gap-3">
          <ClientLogo name={client.name} src={client.logo} size={80} />
          <h2 className="h4 card-title mb-0">{client.name}</h2>
        </div>
        {client.fullDescription && <p className="mb-0">{client.fullDescription}</p>}
        {client.collaboration && (
          <div>
            <h3 className="h6 mb-1">Collaboration</h3>
            <p className="mb-0">{client.collaboration}</p>
          </div>
        )}
        {client.impact && (
          <div>
            <h3 className="h6 mb-1">Impact</h3>
            <p className="mb-0">{client.impact}</p>
          </div>
        )}
        {client.website && (
          <a className="btn btn-outline-primary mt-auto align-self-start" href={client.website} target="_blank" rel="noopener noreferrer">
            Visit Website<span className="visually-hidden"> of {client.name} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
