import type { ReactNode } from 'react';
import { routes } from '../../../domain/routes.ts';
import { company } from '../../../domain/settings.ts';
import { NeedsJavaScript } from '../common/NeedsJavaScript.tsx';

/**
 * The 'Online Enquiry' section (anchor #contact, SPEC section 2) around the form island, which
 * the page passes in as a hydrated child so this frame stays static HTML.
 */
export function EnquirySection({ children }: { children: ReactNode }) {
  return (
    <section id="contact" className="py-5" aria-labelledby="enquiry-heading" style={{ scrollMarginTop: '5rem' }}>
      <h2 id="enquiry-heading" className="mb-2">
        Online Enquiry
      </h2>
      <p className="text-body-secondary">
        Tell us about your project or question and we will get back to you within one working day. Read how we handle your
        details in our <a href={routes.privacy}>privacy notice</a>.
      </p>
      <NeedsJavaScript sectionId="contact">
        This form needs JavaScript. Write to us at <a href={`mailto:${company.customerCareEmail}`}>{company.customerCareEmail}</a> or call{' '}
        <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>.
      </NeedsJavaScript>
      {children}
    </section>
  );
}
