import { useState } from 'react';
import type { Advertisement } from '../../../domain/advertisement.ts';
import { matchesAdvertisementSearch } from '../../../domain/advertisement-search.ts';
import { messages } from '../../../domain/messages.ts';
import { routes } from '../../../domain/routes.ts';
import { Dialog } from '../common/Dialog.tsx';
import { AdvertisementMedia } from './AdvertisementMedia.tsx';

/**
 * /advertisements below its heading: the search panel and the card grid, with the detail modal.
 * The server renders the full grid, so every advertisement is listed without JavaScript.
 */
export function AdvertisementsBrowser({ ads }: { ads: Advertisement[] }) {
  const [query, setQuery] = useState('');
  const [openAd, setOpenAd] = useState<Advertisement | null>(null);
  const visible = ads.filter((ad) => matchesAdvertisementSearch(ad, query));

  return (
    <div className="row g-4">
      <aside className="col-12 col-lg-3" aria-label="Search and apply">
        <div className="p-3 border rounded-3 bg-body-tertiary sticky-lg-top" style={{ top: '5rem' }}>
          <label htmlFor="ad-search" className="form-label fw-semibold">
            Search by title
          </label>
          <input
            id="ad-search"
            type="search"
            className="form-control mb-3"
            placeholder="e.g. internship"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <div className="d-grid gap-2">
            <a className="btn btn-primary" href={routes.internshipApply}>
              Apply Internship
            </a>
            <a className="btn btn-outline-primary" href={routes.internshipApply}>
              Hiring
            </a>
          </div>
        </div>
      </aside>
      <div className="col-12 col-lg-9">
        <div aria-live="polite">{visible.length === 0 && <p className="lead">{messages.advertisement.noneFound}</p>}</div>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-4 list-unstyled mb-0">
          {visible.map((ad, index) => (
            <li key={ad.id} className="col">
              <button
                type="button"
                className="card h-100 w-100 p-0 text-start shadow-sm overflow-hidden ad-card"
                aria-haspopup="dialog"
                onClick={() => setOpenAd(ad)}
              >
                <AdvertisementMedia ad={ad} variant="card" lazy={index > 2} />
                <span className="card-body d-block">
                  <span className="h6 d-block mb-0">{ad.title}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Dialog open={openAd !== null} title={openAd?.title ?? ''} onClose={() => setOpenAd(null)} size="xl">
        {openAd && <AdvertisementMedia ad={openAd} variant="full" lazy={false} />}
      </Dialog>
    </div>
  );
}
