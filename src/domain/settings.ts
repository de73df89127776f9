import { applyContent } from './content/apply.ts';
import { companyContent, formatAddress as formatCompanyAddress, telUri, type SocialNetwork } from './content/company.ts';

/**
 * The company's details as shipped: the defaults of the 'company' site content document
 * (src/domain/content/company.ts), in the shape the pages, mails and structured data read
 * until each of them reads the published document instead.
 */
export interface CompanySettings {
  name: string;
  shortName: string;
  tagline: string;
  foundedOn: string; // ISO date
  phone: { display: string; tel: string };
  email: string;
  customerCareEmail: string;
  address: {
    street: string;
    locality: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    countryCode: string;
  };
  social: Record<SocialNetwork, string>;
  mapEmbedUrl: string;
  aboutUrl: string;
  copyrightYear: number;
}

const shipped = companyContent.defaults;

export const company: CompanySettings = {
  name: shipped.name,
  shortName: shipped.shortName,
  tagline: shipped.tagline,
  foundedOn: shipped.foundedOn,
  phone: { display: shipped.phone, tel: telUri(shipped.phone).slice('tel:'.length) },
  email: shipped.email,
  customerCareEmail: shipped.customerCareEmail,
  address: shipped.address,
  social: Object.fromEntries(shipped.social.map((link) => [link.network, link.url])) as Record<SocialNetwork, string>,
  mapEmbedUrl: shipped.mapEmbedUrl,
  aboutUrl: applyContent.defaults.about.linkUrl,
  copyrightYear: Number(/\d{4}/.exec(shipped.copyright)?.[0]),
};

export const formatAddress = (address = company.address): string => formatCompanyAddress(address);
