import type { ShownAdvertisement } from '../../../domain/advertisement.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { Dialog, dialogOpener } from '../common/Dialog.tsx';
import { AdvertisementLink } from './AdvertisementLink.tsx';
import { AdvertisementMedia } from './AdvertisementMedia.tsx';

const dialogId = (ad: ShownAdvertisement) => `advertisement-${ad.id}`;

/** The words the browser shows: the page's language's, handed over by the page. */
export type AdvertisementsBrowserTexts = Omit<Catalogue['advertisements'], 'title' | 'description' | 'heading' | 'learnMore'> & { close: string };

/**
 * /advertisements below its heading: the search panel and the card grid, with each card's detail
 * modal, rendered on the server only. The cards open their modals by themselves (Dialog.tsx);
 * the search is the page's small script (scripts/advertisement-search.ts), which filters the
 * cards by their `data-ad-title` and shows the "none found" line: no React on this page.
 * `applyHref`: the application page in the page's language.
 */
export function AdvertisementsBrowser({
  ads,
  applyHref,
  texts,
  englishTitles = [],
}: {
  ads: ShownAdvertisement[];
  applyHref: string;
  texts: AdvertisementsBrowserTexts;
  /** The ids of the advertisements whose title is English on a page in another language (titlesInEnglish). */
  englishTitles?: readonly string[];
}) {
  const titleLang = (ad: ShownAdvertisement) => (englishTitles.includes(ad.id) ? 'en' : undefined);

  return (
    <div className="row g-4">
      <aside className="col-12 col-lg-3" aria-label={texts.panel}>
        <div className="p-3 border rounded-3 bg-body-tertiary sticky-lg-top" style={{ top: '5rem' }}>
          <label htmlFor="ad-search" className="form-label fw-semibold">
            {texts.searchLabel}
          </label>
          <input id="ad-search" type="search" className="form-control mb-3" placeholder={texts.searchPlaceholder} data-ad-search />
          <div className="d-grid gap-2">
            <a className="btn btn-primary" href={applyHref}>
              {texts.applyInternship}
            </a>
            <a className="btn btn-outline-primary" href={applyHref}>
              {texts.hiring}
            </a>
          </div>
        </div>
      </aside>
      <div className="col-12 col-lg-9">
        <div aria-live="polite">
          <p className="lead" hidden={ads.length > 0} data-ads-none-found>
            {texts.noneFound}
          </p>
        </div>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-4 list-unstyled mb-0">
          {ads.map((ad, index) => (
            <li key={ad.id} className="col" data-ad-title={ad.title}>
              {/* The search hides the item; a flex box of Bootstrap's (!important) inside it would not let it. */}
              <div className="h-100 d-flex flex-column gap-2">
                <button className="card flex-grow-1 w-100 p-0 text-start shadow-sm overflow-hidden ad-card" {...dialogOpener(dialogId(ad))}>
                  <AdvertisementMedia ad={ad} variant="card" lazy={index > 0} titleLang={titleLang(ad)} />
                  <span className="card-body d-block">
                    <span className="h6 d-block mb-0" lang={titleLang(ad)}>
                      {ad.title}
                    </span>
                  </span>
                </button>
                {/* Beside the card, not in it: a button may not hold a link. */}
                <AdvertisementLink ad={ad} className="align-self-start" />
              </div>
            </li>
          ))}
        </ul>
      </div>
      {ads.map((ad) => (
        <Dialog key={ad.id} id={dialogId(ad)} title={ad.title} titleLang={titleLang(ad)} size="xl" closeLabel={texts.close}>
          <AdvertisementMedia ad={ad} variant="full" titleLang={titleLang(ad)} />
          <AdvertisementLink ad={ad} className="mt-3" />
        </Dialog>
      ))}
    </div>
  );
}
