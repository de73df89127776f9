import { type CompanyContent, formatAddress, type SocialNetwork, telUri } from '../../../domain/content/company.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import { addressLang } from '../../lib/english-fallback.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { fill } from '../../../domain/i18n/catalogue/fill.ts';
import { localisedPath } from '../../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { mapUrlIn } from '../../../domain/map-language.ts';
import { routes } from '../../../domain/routes.ts';
import { footerQuickLinks } from '../../../domain/site-navigation.ts';
import { SocialIcon } from './SocialIcon.tsx';

const socialNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

interface SiteFooterProps {
  company: CompanyContent;
  lang: LanguageCode;
  texts: Pick<Catalogue, 'footer' | 'nav'>;
}

/** The public footer, from the published company details, in the page's language. Rendered on the server only: no JavaScript but footer-map.ts. */
export function SiteFooter({ company, lang, texts }: SiteFooterProps) {
  const { footer, nav } = texts;
  return (
    <footer className="site-footer bg-dark text-light pt-5 pb-4 mt-5">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-3">
            <a href={localisedPath(routes.home, lang)} className="d-inline-flex align-items-center gap-2 text-light text-decoration-none mb-3">
              <img src={company.logo} alt="" width={70} height={70} />
              <span className="fs-5 fw-semibold">{company.name}</span>
            </a>
            <p className="site-footer-muted" lang={fallbackLang(company, 'tagline')}>
              {company.tagline}
            </p>
            {company.social.length > 0 && (
              <ul className="list-unstyled d-flex gap-3 mb-0" aria-label={footer.socialMedia}>
                {company.social.map((link, index) => (
                  <li key={index}>
                    <a
                      href={link.url}
                      className="site-social-link"
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={fill(footer.socialLink, { company: company.name, network: socialNames[link.network] })}
                    >
                      <SocialIcon network={link.network} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <nav className="col-12 col-sm-6 col-lg-3" aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="h6 text-uppercase">{footer.quickLinks}</h2>
            <ul className="list-unstyled mb-0 site-quick-links">
              {footerQuickLinks.map((link) => (
                <li key={link.href} className="mb-1">
                  <a href={localisedPath(link.href, lang)}>{nav[link.text]}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-12 col-sm-6 col-lg-3">
            <h2 className="h6 text-uppercase">{footer.contactUs}</h2>
            <address className="site-footer-muted mb-2" lang={addressLang(company.address)}>
              {formatAddress(company.address, addressLang(company.address) ?? lang)}
            </address>
            <p className="mb-1">
              {footer.phone} <a href={telUri(company.phone)} dir="ltr">{company.phone}</a>
            </p>
            <p className="mb-1">
              {footer.email} <a href={`mailto:${company.email}`} dir="ltr">{company.email}</a>
            </p>
            <p className="mb-0">
              <a href={localisedPath(routes.privacy, lang)}>{footer.privacyNotice}</a>
            </p>
          </div>
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase">{footer.findUs}</h2>
            {/*
              The map is a third party's page: it loads only when asked for (decision 153). A
              closed <details> does not load its lazy frame, so the button works before any
              script and without one; footer-map.ts opens it on the visit's next pages.
            */}
            <details className="site-map" data-site-map>
              <summary>
                <span className="btn btn-outline-light site-map-show">{footer.showMap}</span>
                <span className="site-map-hide">{footer.hideMap}</span>
              </summary>
              <iframe
                src={mapUrlIn(company.mapEmbedUrl, lang)}
                title={fill(footer.map, { company: company.name, city: company.address.city, region: company.address.region })}
                className="site-map-frame w-100 border-0 rounded"
                height={200}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            </details>
          </div>
        </div>
        <hr className="border-secondary my-4" />
        <p className="text-center small mb-0 site-footer-muted" lang={fallbackLang(company, 'copyright')}>
          {company.copyright}
        </p>
      </div>
    </footer>
  );
}
