import { type CompanyContent, formatAddress, telUri } from '../../../domain/content/company.ts';

/** Customer-care e-mail, phone and address from the published company details. */
export function ContactDetails({ company }: { company: CompanyContent }) {
  return (
    <section className="py-5" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="mb-3">
        Contact Details
      </h2>
      <address className="mb-0">
        <dl className="mb-0">
          <dt>Customer care e-mail</dt>
          <dd>
            <a href={`mailto:${company.customerCareEmail}`}>{company.customerCareEmail}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={telUri(company.phone)}>{company.phone}</a>
          </dd>
          <dt>Address</dt>
          <dd className="mb-0">{formatAddress(company.address)}</dd>
        </dl>
      </address>
    </section>
  );
}
