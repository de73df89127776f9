import { type CompanyContent, formatAddress, telUri } from '../../../domain/content/company.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { addressLang } from '../../lib/english-fallback.ts';

/**
 * Customer-care e-mail, phone and address from the published company details. The e-mail and
 * the number are left-to-right runs (`dir="ltr"`), so an Arabic page does not read them
 * backwards; the address takes the commas of the language it is shown in.
 */
export function ContactDetails({ company, lang, texts }: { company: CompanyContent; lang: LanguageCode; texts: Catalogue['contactPage'] }) {
  return (
    <section className="py-5" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="mb-3">
        {texts.detailsHeading}
      </h2>
      <address className="mb-0">
        <dl className="mb-0">
          <dt>{texts.customerCareEmail}</dt>
          <dd>
            <a href={`mailto:${company.customerCareEmail}`} dir="ltr">{company.customerCareEmail}</a>
          </dd>
          <dt>{texts.phone}</dt>
          <dd>
            <a href={telUri(company.phone)} dir="ltr">{company.phone}</a>
          </dd>
          <dt>{texts.address}</dt>
          <dd className="mb-0" lang={addressLang(company.address)}>
            {formatAddress(company.address, addressLang(company.address) ?? lang)}
          </dd>
        </dl>
      </address>
    </section>
  );
}
