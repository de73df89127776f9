import { type CompanyContent, formatAddress, type SocialNetwork, telUri } from '../../../domain/content/company.ts';
import { routes } from '../../../domain/routes.ts';
import { footerQuickLinks } from '../../content/navigation.ts';
import { SocialIcon } from './SocialIcon.tsx';

const socialNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

/** The public footer of SPEC sections 1 and 2, from the published company details. Rendered on the server only: no JavaScript. */
export function SiteFooter({ company }: { company: CompanyContent }) {
  return (
    <footer className="site-footer bg-dark text-light pt-5 pb-4 mt-5">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-3">
            <a href={routes.home} className="d-inline-flex align-items-center gap-2 text-light text-decoration-none mb-3">
              <img src={company.logo} alt="" width={70} height={70} />
              <span className="fs-5 fw-semibold">{company.name}</span>
            </a>
            <p className="site-footer-muted">{company.tagline}</p>
            {company.social.length > 0 && (
              <ul className="list-unstyled d-flex gap-3 mb-0" aria-label="Social media">
                {company.social.map((link, index) => (
                  <li key={index}>
                    <a
                      href={link.url}
                      className="site-social-link"
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${company.name} on ${socialNames[link.network]} (opens in a new tab)`}
                    >
                      <SocialIcon network={link.network} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <nav className="col-12 col-sm-6 col-lg-3" aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="h6 text-uppercase">Quick Links</h2>
            <ul className="list-unstyled mb-0 site-quick-links">
              {footerQuickLinks.map((link) => (
                <li key={link.href} className="mb-1">
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-12 col-sm-6 col-lg-3">
            <h2 className="h6 text-uppercase">Contact Us</h2>
            <address className="site-footer-muted mb-2">{formatAddress(company.address)}</address>
            <p className="mb-1">
              Phone: <a href={telUri(company.phone)}>{company.phone}</a>
            </p>
            <p className="mb-1">
              E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <p className="mb-0">
              <a href={routes.privacy}>Privacy Notice</a>
            </p>
          </div>
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase">Find Us</h2>
            <iframe
              src={company.mapEmbedUrl}
              title={`Map showing ${company.name} in ${company.address.city}, ${company.address.region}`}
              className="site-map w-100 border-0 rounded"
              height={200}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
        </div>
        <hr className="border-secondary my-4" />
        <p className="text-center small mb-0 site-footer-muted">{company.copyright}</p>
      </div>
    </footer>
  );
}
