import { type CompanyContent, telUri } from '../../domain/content/company.ts';

/** '<page> | <company>', or the company name alone on the home page. */
export function pageTitle(title: string, company: CompanyContent): string {
  return title === company.name ? title : `${title} | ${company.name}`;
}

/** The number in international form, as a tel: link dials it ('+919847012345'). */
const dialledNumber = (phone: string) => telUri(phone).slice('tel:'.length);

/** schema.org Organization for search engines, with the published company details. */
export function organisationJsonLd(publicUrl: string, company: CompanyContent): string {
  const { address } = company;
  const telephone = dialledNumber(company.phone);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${publicUrl}/`,
    logo: new URL(company.logo, publicUrl).toString(),
    description: company.tagline,
    foundingDate: company.foundedOn,
    email: company.email,
    telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.street, address.locality].filter(Boolean).join(', '),
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    sameAs: company.social.map((link) => link.url),
    contactPoint: { '@type': 'ContactPoint', telephone, email: company.customerCareEmail, contactType: 'customer service' },
  };
  // JSON inside <script> must not contain '</script>'; escaping '<' is enough.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
