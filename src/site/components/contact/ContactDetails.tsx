import { company, formatAddress } from '../../../domain/settings.ts';

/** Customer-care e-mail, phone and the Thrissur address from the settings module. */
export function ContactDetails() {
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
            <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
          </dd>
          <dt>Address</dt>
          <dd className="mb-0">{formatAddress()}</dd>
        </dl>
      </address>
    </section>
  );
}
