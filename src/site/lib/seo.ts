import { company } from '../../domain/settings.ts';

/** '<page> | <company>', or the company name alone on the home page. */
export function pageTitle(title: string): string {
  return title === company.name ? title : `${title} | ${company.name}`;
}

/** schema.org Organization for search engines, with the address and phone of the settings. */
export function organisationJsonLd(publicUrl: string): string {
  const { address } = company;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${publicUrl}/`,
    logo: new URL('/images/logo.svg', publicUrl).toString(),
    description: company.tagline,
    foundingDate: company.foundedOn,
    email: company.email,
    telephone: company.phone.tel,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.locality}`,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    sameAs: Object.values(company.social),
    contactPoint: { '@type': 'ContactPoint', telephone: company.phone.tel, email: company.customerCareEmail, contactType: 'customer service' },
  };
  // JSON inside <script> must not contain '</script>'; escaping '<' is enough.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
